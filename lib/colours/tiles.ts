/**
 * A colour list as plain values for the browser (components/colour/colour-tiles.tsx): a list page
 * repeats 48 cards, and cards built as server elements would be sent twice (HTML, then RSC
 * elements with their props). Each tile is its address after the list's common base, code, name,
 * css_preview, finish, and (on lists mixing makers) its maker. Pure.
 */
import type { ColourSummary, SpecialEffect } from './types';

export type Tile = [
  path: string,
  code: string,
  name: string,
  css: string | null,
  effect: SpecialEffect | null,
  maker?: string | null,
];

/** The longest common folder of the addresses ('/catalogue-couleur/auto/renault/'). */
export function commonBase(urls: readonly string[]): string {
  const first = urls[0] ?? '';
  let length = first.length;
  for (const url of urls) {
    let i = 0;
    while (i < length && url[i] === first[i]) i += 1;
    length = i;
  }
  return length === 0 ? '' : first.slice(0, first.lastIndexOf('/', length - 1) + 1);
}

export function colourTiles(
  colours: readonly ColourSummary[],
  showMaker = false,
): { base: string; tiles: Tile[] } {
  const base = commonBase(colours.map((colour) => colour.url));
  const tiles = colours.map((colour): Tile => {
    const path = colour.url.slice(base.length);
    const { code, name, cssPreview, specialEffect } = colour;
    return showMaker
      ? [path, code, name, cssPreview, specialEffect, colour.manufacturerName]
      : [path, code, name, cssPreview, specialEffect];
  });
  return { base, tiles };
}
