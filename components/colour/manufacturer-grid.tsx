import { colourText } from '@/lib/colours/text';
import { colourListUrl } from '@/lib/colours/slug';
import type { ManufacturerWithCount } from '@/lib/colours/types';
import { ColourLink } from './colour-link';

/** The makers of a category, each with its number of colours, linking to its colour list. */
export function ManufacturerGrid({ manufacturers }: { manufacturers: ManufacturerWithCount[] }) {
  const t = colourText();
  if (manufacturers.length === 0) {
    return <p className="text-muted-foreground">{t('catalogue.noManufacturers')}</p>;
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {manufacturers.map((maker) => (
        <li key={maker.id}>
          <ColourLink
            href={colourListUrl(maker.category, maker.slug)}
            className="hover:bg-accent focus-visible:ring-ring/50 flex h-full flex-col gap-1 rounded-lg border p-4 outline-none focus-visible:ring-[3px]"
          >
            <span className="font-semibold">{maker.name}</span>
            <span className="text-muted-foreground text-sm">
              {t('catalogue.coloursCount', { count: maker.colourCount })}
            </span>
          </ColourLink>
        </li>
      ))}
    </ul>
  );
}
