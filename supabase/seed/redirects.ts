/**
 * Legacy redirects: addresses of the old WordPress/WooCommerce shop mapped to the new paths.
 * `old_path` is stored normalised (see normaliseLegacyPath).
 */
import { colourUrl, slugify } from '../../lib/colours/slug';
import type { ColourRow } from './colours';
import type { ProductRow } from './products';

/** Leading '/', lower case, no query or fragment, no trailing slash. */
export function normaliseLegacyPath(path: string): string {
  let p = path.trim().split(/[?#]/)[0] ?? '';
  p = p.toLowerCase();
  if (!p.startsWith('/')) p = `/${p}`;
  p = p.replace(/\/{2,}/g, '/');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p;
}

export type RedirectRow = { oldPath: string; newPath: string };

/** Old product slug style: WooCommerce kept accents out and often dropped small words. */
function oldProductSlug(name: string): string {
  return slugify(name)
    .replace(/-(de|des|du|la|le|pour|en|et|avec|a)-/g, '-')
    .replace(/-lot-/g, '-');
}

export function buildRedirects(products: ProductRow[], colours: ColourRow[]): RedirectRow[] {
  const rows: RedirectRow[] = [];
  const add = (oldPath: string, newPath: string) =>
    rows.push({ oldPath: normaliseLegacyPath(oldPath), newPath });

  const visible = products.filter((p) => p.isActive && p.visibleInFrontend);
  // Products: /produit/<old-slug> and a few /boutique/<category>/<old-slug>.
  for (const product of visible.filter((_, i) => i % 12 === 0).slice(0, 12)) {
    add(`/produit/${oldProductSlug(product.name)}/`, `/product/${product.slug}`);
  }
  for (const product of visible.filter((_, i) => i % 17 === 5).slice(0, 5)) {
    add(
      `/boutique/${product.categories[0]}/${oldProductSlug(product.name)}`,
      `/product/${product.slug}`,
    );
  }

  // Colours: /peinture-<maker>-<code>-<name>.
  const wanted: Array<[maker: string, code: string]> = [
    ['renault', 'QNG'],
    ['renault', 'TEKNA'],
    ['renault', 'NV676'],
    ['renault', 'QXB'],
    ['peugeot', 'EWP'],
    ['peugeot', 'KTV'],
    ['peugeot', 'M0LZ'],
    ['peugeot', 'EVL'],
    ['citroen', 'EWP'],
    ['citroen', 'EXY'],
    ['volkswagen', 'LC9X'],
    ['bmw', '475'],
    ['mercedes', '197'],
    ['toyota', '070'],
    ['ral', '7016'],
  ];
  for (const [maker, code] of wanted) {
    const colour = colours.find((c) => c.manufacturerSlug === maker && c.code === code);
    if (!colour) continue;
    add(
      `/peinture-${maker}-${slugify(colour.code)}-${slugify(colour.name)}`,
      colourUrl({
        category: colour.category,
        manufacturerSlug: colour.manufacturerSlug,
        code: colour.code,
        name: colour.name,
      }),
    );
  }

  // Categories of the old shop.
  const categories: Array<[old: string, slug: string]> = [
    ['/product-category/abrasifs', 'abrasifs'],
    ['/product-category/carrosserie/mastics', 'mastics'],
    ['/product-category/carrosserie/apprets-primaires', 'apprets'],
    ['/product-category/vernis-carrosserie', 'vernis'],
    ['/product-category/diluants-durcisseurs', 'durcisseurs-diluants'],
    ['/product-category/bombes-aerosols', 'aerosols'],
    ['/product-category/detailing/polish', 'polish-compounds'],
    ['/product-category/protection-peintre', 'equipements-protection'],
  ];
  for (const [old, slug] of categories) add(old, `/produits/categorie/${slug}`);

  // Pages of the old site.
  add('/boutique/', '/catalogue');
  add('/nuancier-peinture-renault', '/catalogue-couleur/auto?manufacturer=renault');
  add('/nuancier-peinture-peugeot', '/catalogue-couleur/auto?manufacturer=peugeot');
  add('/contactez-nous', '/contact');
  add('/livraison-et-retours', '/livraison');
  add('/conditions-generales-de-vente', '/cgv');
  add('/mon-compte', '/profile');
  return rows;
}
