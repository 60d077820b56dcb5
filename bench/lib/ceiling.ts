/**
 * The ceiling of issue 37 §4, by its own rule: « the bare app plus just the one thing that costs
 * it ». Each variant is the bare reference (bench/lib/bare-app.ts, same markup, same weight) with
 * one part of the shop's server configuration added (bench/lib/shop-parts.ts), the last with all
 * of them; bench/sections/plafond.ts measures each static page beside the plain bare app in the
 * same rounds.
 */
import { prepareBareApp, type BareComponent } from './bare-app';
import { shopParts } from './shop-parts';

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
