/**
 * Issue 37 §4's ceiling page by page (bench/sections/plafond-pages.ts). The bare app gets a
 * page at each of these shop addresses, of the same kind of route as the shop's (a static file,
 * a dynamic segment prerendered for the one value asked, a next.config rewrite to a twin route)
 * and with the markup weight of the shop's page at that address, so that the proxy's matcher and
 * the rewrites treat it as they treat the shop's page, and a page is never compared with one on
 * the other side of a weight threshold (a response over 64 KiB on the wire costs about a third
 * of the throughput on loopback: docs/decisions/bench-same-weight-reference.md).
 */
import { targets as catalogue } from '../targets/catalogue';
import { targets as colour } from '../targets/colour';
import { targets as home } from '../targets/home';
import { targets as layout } from '../targets/layout';

export type MirrorPage = {
  /** The shop's bench target of the same address (bench/targets). */
  name: string;
  /** Kind of route, printed: static file, dynamic segment, rewrite, seen by the proxy. */
  kind: string;
  /** The page file under the bare app's `app/`. */
  file: string;
  /** A dynamic route's one prerendered value (generateStaticParams). */
  params?: Record<string, string>;
};

export const MIRROR_PAGES: MirrorPage[] = [
  { name: 'accueil /', kind: 'statique', file: 'page.jsx' },
  { name: 'catalogue /catalogue', kind: 'statique', file: 'catalogue/page.jsx' },
  { name: 'livraison /livraison', kind: 'statique', file: 'livraison/page.jsx' },
  { name: 'contact /contact', kind: 'statique', file: 'contact/page.jsx' },
  {
    name: 'catégorie abrasifs',
    kind: 'dynamique',
    file: 'produits/categorie/[slug]/page.jsx',
    params: { slug: 'abrasifs' },
  },
  {
    name: 'couleur : liste Renault',
    kind: 'réécrite',
    // next.config's colour-list rewrite (lib/colours/rewrites.ts) leads here.
    file: 'catalogue-couleur/[category]/[maker]/page/[page]/page.jsx',
    params: { category: 'auto', maker: 'renault', page: '1' },
  },
  {
    name: 'produit (avec variantes)',
    kind: 'proxy',
    file: 'product/[slug]/page.jsx',
    params: { slug: 'vernis-2k-hs-anti-rayures' },
  },
  {
    name: 'couleur : fiche QNG',
    kind: 'proxy',
    file: 'catalogue-couleur/[category]/[maker]/[colour]/page.jsx',
    params: { category: 'auto', maker: 'renault', colour: 'qng-blanc-glacier' },
  },
];

const SHOP_TARGETS = [...home, ...catalogue, ...colour, ...layout];

/** The shop's address of a mirrored page (its bench target's path). */
export function mirrorPath(page: MirrorPage): string {
  const target = SHOP_TARGETS.find((t) => t.name === page.name);
  if (!target) throw new Error(`pas de cible « ${page.name} » dans bench/targets`);
  return target.path;
}

/** A mirrored page with the number of markup items that gives it its shop page's weight. */
export type SizedMirrorPage = MirrorPage & { items: number };

/** The static page of the same weight in the bare app (no part of the shop on its way). */
export function sameWeightPath(items: number): string {
  return `/poids-${items}`;
}

/**
 * The pages of a mirror build: each mirrored address with its items, and one static page per
 * distinct weight (`/poids-{items}`), the reference each is compared with.
 */
export function mirrorSources(
  pages: readonly SizedMirrorPage[],
  /** The bare pages' markup module for `items` items (bench/lib/bare-app.ts). */
  markupModule: (items: number) => string,
): Record<string, string> {
  const files: Record<string, string> = {};
  const depth = (file: string) => '../'.repeat(file.split('/').length - 1) || './';
  const page = (file: string, items: number, doc: string, statics = '') =>
    `import { Markup } from '${depth(file)}markup-${items}';\n\n/** ${doc} */\n${statics}export default function Page() {\n  return <Markup page={1} />;\n}\n`;
  for (const mirrored of pages) {
    const statics = mirrored.params
      ? `export function generateStaticParams() {\n  return [${JSON.stringify(mirrored.params)}];\n}\n\n`
      : '';
    files[`app/${mirrored.file}`] = page(
      mirrored.file,
      mirrored.items,
      `${mirrored.name}: same address, same weight, same kind of route (${mirrored.kind}).`,
      statics,
    );
  }
  for (const items of new Set(pages.map((p) => p.items))) {
    files[`app/markup-${items}.jsx`] = markupModule(items);
    const file = `${sameWeightPath(items).slice(1)}/page.jsx`;
    files[`app/${file}`] = page(file, items, `A static page of ${items} items: the reference.`);
  }
  return files;
}
