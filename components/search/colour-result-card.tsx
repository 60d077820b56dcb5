import Link from 'next/link';
import type { ColourHit } from '@/lib/search/types';
import { searchText } from '@/lib/search/text';
import { ColourSwatch } from './colour-swatch';

/** A found colour: swatch, code and name, maker; opens the colour page. */
export function ColourResultCard({ colour }: { colour: ColourHit }) {
  const t = searchText();
  return (
    <li>
      <Link
        href={colour.url}
        className="group bg-card hover:border-primary/40 focus-visible:ring-ring/50 flex h-full items-center gap-3 rounded-lg border p-3 transition-colors focus-visible:ring-[3px] focus-visible:outline-none"
      >
        <ColourSwatch cssPreview={colour.cssPreview} className="size-14" />
        <span className="min-w-0">
          <span className="block font-semibold group-hover:underline">{colour.code}</span>
          <span className="block truncate text-sm">{colour.name}</span>
          {colour.shade && (
            <span className="block truncate text-sm font-medium" data-testid="search-shade">
              {colour.shade.code
                ? t('shadeCode', { name: colour.shade.name, code: colour.shade.code })
                : t('shade', { name: colour.shade.name })}
            </span>
          )}
          <span className="text-muted-foreground block truncate text-xs">
            {colour.manufacturerName ?? t('unknownMakerName')}
          </span>
        </span>
      </Link>
    </li>
  );
}
