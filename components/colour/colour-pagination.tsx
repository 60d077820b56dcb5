import { ChevronLeft, ChevronRight } from 'lucide-react';
import { colourText } from '@/lib/colours/text';
import { cn } from '@/lib/utils';
import { ColourLink } from './colour-link';

/** Pages around the current one (two on each side), with the first and the last. */
export function pageWindow(page: number, pageCount: number): Array<number | 'gap'> {
  const pages = new Set([1, pageCount]);
  for (let p = page - 2; p <= page + 2; p += 1) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1]! > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

const linkClass =
  'focus-visible:ring-ring/50 inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-3 text-sm outline-none hover:bg-accent focus-visible:ring-[3px]';

export function ColourPagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const t = colourText();
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-col items-center gap-2">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page > 1 && (
          <li>
            <ColourLink href={hrefFor(page - 1)} className={linkClass} rel="prev">
              <ChevronLeft aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('pagination.previous')}</span>
            </ColourLink>
          </li>
        )}
        {pageWindow(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={p}>
              <ColourLink
                href={hrefFor(p)}
                aria-current={p === page ? 'page' : undefined}
                className={cn(
                  linkClass,
                  p === page &&
                    'bg-primary text-primary-foreground border-primary hover:bg-primary',
                )}
              >
                {p}
              </ColourLink>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <ColourLink href={hrefFor(page + 1)} className={linkClass} rel="next">
              <ChevronRight aria-hidden="true" className="size-4" />
              <span className="sr-only">{t('pagination.next')}</span>
            </ColourLink>
          </li>
        )}
      </ul>
      <p className="text-muted-foreground text-xs">
        {t('pagination.status', { page, count: pageCount })}
      </p>
    </nav>
  );
}
