/**
 * Colour URLs: /catalogue-couleur/{category}/{manufacturerSlug|'unknown'}/{code-name slug}.
 */
export type ColourCategory = 'auto' | 'moto' | 'utilitaires-et-poids-lourds' | 'industrie';

export const COLOUR_CATEGORIES: ReadonlyArray<{ slug: ColourCategory; name: string }> = [
  { slug: 'auto', name: 'Automobile' },
  { slug: 'moto', name: 'Moto' },
  { slug: 'industrie', name: 'Industrie' },
  { slug: 'utilitaires-et-poids-lourds', name: 'Utilitaires et Poids Lourds' },
];

export function isColourCategory(value: string): value is ColourCategory {
  return COLOUR_CATEGORIES.some((c) => c.slug === value);
}

export function colourCategoryName(slug: string): string | undefined {
  return COLOUR_CATEGORIES.find((c) => c.slug === slug)?.name;
}

/** Lower case, accents removed, every run of other characters turned into one hyphen. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** « QNG » + « Gris Platine » → « qng-gris-platine ». */
export function colourSlug(code: string, name: string): string {
  return slugify(`${code} ${name}`);
}

export function colourUrl(colour: {
  category: string;
  manufacturerSlug?: string | null;
  code: string;
  name: string;
}): string {
  const maker = colour.manufacturerSlug || 'unknown';
  return `/catalogue-couleur/${colour.category}/${maker}/${colourSlug(colour.code, colour.name)}`;
}
