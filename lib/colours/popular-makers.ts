/**
 * The makers French shoppers look for first (the French car market: French makers, then the
 * best-selling imports), so the colour catalogue puts them one tap away. Makers not listed keep
 * their order (alphabetical) after these.
 */
const FRENCH_FIRST: readonly string[] = [
  'renault',
  'peugeot',
  'citroen',
  'dacia',
  'volkswagen',
  'toyota',
  'ds',
  'ford',
  'opel',
  'fiat',
  'bmw',
  'mercedes',
  'audi',
  'nissan',
  'skoda',
  'seat',
  'kia',
  'hyundai',
  'tesla',
  'mini',
  'alpine',
  'renault-trucks',
];

const rank = new Map(FRENCH_FIRST.map((slug, index) => [slug, index]));

/** The makers, those French shoppers look for first at the top; a stable order otherwise. */
export function frenchFirst<T extends { slug: string }>(makers: readonly T[]): T[] {
  const at = (m: T) => rank.get(m.slug) ?? FRENCH_FIRST.length;
  return makers
    .map((maker, index) => ({ maker, index }))
    .sort((a, b) => at(a.maker) - at(b.maker) || a.index - b.index)
    .map(({ maker }) => maker);
}
