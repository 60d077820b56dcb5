import { colourText } from '@/lib/colours/text';
import type { ColourSummary } from '@/lib/colours/types';
import { ColourTiles, type Tile } from './colour-tiles';

/** The longest common folder of the addresses ('/catalogue-couleur/auto/renault/'). */
export function commonBase(urls: string[]): string {
  const first = urls[0] ?? '';
  let length = first.length;
  for (const url of urls) {
    let i = 0;
    while (i < length && url[i] === first[i]) i += 1;
    length = i;
  }
  return length === 0 ? '' : first.slice(0, first.lastIndexOf('/', length - 1) + 1);
}

/** A list of colours: swatch, code and name, each linking to its colour page. */
export function ColourGrid({
  colours,
  showMaker = false,
}: {
  colours: ColourSummary[];
  showMaker?: boolean;
}) {
  const t = colourText();
  if (colours.length === 0) {
    return <p className="text-muted-foreground">{t('catalogue.noColours')}</p>;
  }
  const base = commonBase(colours.map((colour) => colour.url));
  const tiles = colours.map((colour): Tile => {
    const path = colour.url.slice(base.length);
    const { code, name, cssPreview, specialEffect } = colour;
    return showMaker
      ? [path, code, name, cssPreview, specialEffect, colour.manufacturerName]
      : [path, code, name, cssPreview, specialEffect];
  });
  return <ColourTiles base={base} tiles={tiles} />;
}
