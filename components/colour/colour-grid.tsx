import Link from 'next/link';
import { colourText } from '@/lib/colours/text';
import type { ColourSummary } from '@/lib/colours/types';
import { ColourSwatch } from './colour-swatch';

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
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-6">
      {colours.map((colour) => (
        <li key={colour.id}>
          <Link
            href={colour.url}
            className="group focus-visible:ring-ring/50 flex h-full flex-col overflow-hidden rounded-lg border outline-none focus-visible:ring-[3px]"
          >
            <ColourSwatch
              cssPreview={colour.cssPreview}
              effect={colour.specialEffect}
              className="aspect-square w-full"
            />
            <span className="flex flex-1 flex-col gap-0.5 p-2 text-sm">
              <span className="font-semibold group-hover:underline">{colour.code}</span>
              <span className="text-muted-foreground line-clamp-2">{colour.name}</span>
              {showMaker && colour.manufacturerName && (
                <span className="text-muted-foreground text-xs">{colour.manufacturerName}</span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
