/**
 * The ceiling of issue 37 §4, by its own rule: « the bare app plus just the one thing that costs
 * it ». Each variant is the bare reference (bench/lib/bare-app.ts, same markup, same weight) with
 * one part of the shop's server configuration added (bench/lib/shop-parts.ts), the last with all
 * of them; bench/sections/plafond.ts measures each static page beside the plain bare app in the
 * same rounds.
 */
import { answerBytes, prepareBareApp, type BareComponent } from './bare-app';
import { MIRROR_PAGES, mirrorPath, type SizedMirrorPage } from './mirror';
import { shopParts } from './shop-parts';
import { FRAME_BYTES, itemsForWeight } from './weights';

export const CEILING_VARIANTS: Array<{ name: string; components: BareComponent[] }> = [
  { name: '+ proxy.ts (matcher, NextResponse.next)', components: ['proxy'] },
  { name: '+ réécritures beforeFiles', components: ['rewrites'] },
  { name: '+ en-têtes (CSP…)', components: ['headers'] },
  { name: '+ gestionnaires de cache', components: ['cache'] },
  { name: '+ serveur standalone', components: ['standalone'] },
  {
    name: '+ tout (a–e)',
    components: ['proxy', 'rewrites', 'headers', 'cache', 'standalone'],
  },
];

/**
 * Issue 37 §3's ceiling (bench/sections/search-pages.ts): the bare app under Cache Components
 * with a route rendered on demand like the shop's search twin routes (`/vue/[terme]`).
 */
export const ON_DEMAND: BareComponent[] = ['on-demand'];

/** Builds (when its sources changed) the on-demand variant at this weight. */
export function prepareOnDemand(weightBytes: number, env: NodeJS.ProcessEnv) {
  prepareBareApp(weightBytes, env, ON_DEMAND);
}

/** Builds (when their sources changed) every variant at this weight. */
export function prepareCeiling(weightBytes: number, siteUrl: string, env: NodeJS.ProcessEnv) {
  const parts = shopParts(siteUrl);
  for (const variant of CEILING_VARIANTS) {
    prepareBareApp(weightBytes, env, variant.components, parts);
  }
}

/** Issue 37 §4 page by page (bench/sections/plafond-pages.ts): the references, Next's defaults. */
export const MIRROR_BARE: BareComponent[] = ['mirror'];
/** …and the same pages with every part of the shop's server (the « + tout » variant). */
export const MIRROR_ALL: BareComponent[] = ['mirror', ...CEILING_VARIANTS.at(-1)!.components];

/**
 * Weighs the shop's page at each mirrored address (on the running shop at `siteUrl`) and builds
 * (when their sources changed) the two mirror apps; returns the pages with their item counts.
 */
export async function prepareMirror(
  weightBytes: number,
  siteUrl: string,
  env: NodeJS.ProcessEnv,
): Promise<Array<SizedMirrorPage & { path: string; shopBytes: number }>> {
  const pages = await Promise.all(
    MIRROR_PAGES.map(async (page) => {
      const shopBytes = (await answerBytes(`${siteUrl}${mirrorPath(page)}`)).html;
      if (!shopBytes) throw new Error(`« ${page.name} » ne répond pas par une page HTML`);
      return {
        ...page,
        path: mirrorPath(page),
        shopBytes,
        items: itemsForWeight(shopBytes, FRAME_BYTES.median),
      };
    }),
  );
  prepareBareApp(weightBytes, env, MIRROR_BARE, undefined, [], pages);
  prepareBareApp(weightBytes, env, MIRROR_ALL, shopParts(siteUrl), [], pages);
  return pages;
}
