import { colourText } from '@/lib/colours/text';
import { colourTiles } from '@/lib/colours/tiles';
import type { ColourSummary } from '@/lib/colours/types';
import { ColourTiles } from './colour-tiles';

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
  const { base, tiles } = colourTiles(colours, showMaker);
  return <ColourTiles base={base} tiles={tiles} />;
}
