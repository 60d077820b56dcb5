import { listingSearch, withSearch, type ListingQuery } from '@/lib/catalogue/filters';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { pageWindow } from '@/lib/catalogue/pagination';
import { cn } from '@/lib/utils';
import type { ListingFixed } from './listing-filters';
import { ListingLink } from './listing-link';

const item =
  'focus-visible:ring-ring/50 inline-flex h-9 min-w-9 items-center justify-center rounded-md border px-3 text-sm focus-visible:ring-[3px] focus-visible:outline-none';

export function Pagination({
  basePath,
  query,
  page,
  pageCount,
  fixed = {},
}: {
  basePath: string;
  query: ListingQuery;
  page: number;
  pageCount: number;
  fixed?: ListingFixed;
}) {
  if (pageCount <= 1) return null;
  const t = getCatalogueT();
  const href = (p: number) =>
    `${basePath}${withSearch(query.search, listingSearch({ ...query, page: p }, fixed))}`;
  return (
    <nav aria-label={t('listing.pagination')} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        {page > 1 && (
          <li>
            <ListingLink href={href(page - 1)} rel="prev" className={cn(item, 'hover:bg-accent')}>
              <span aria-hidden>‹</span>
              <span className="sr-only sm:not-sr-only sm:ml-1">{t('listing.previous')}</span>
            </ListingLink>
          </li>
        )}
        {pageWindow(page, pageCount).map((p, index) =>
          p === null ? (
            <li key={`gap-${index}`} aria-hidden className="px-1">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span
                  aria-current="page"
                  className={cn(item, 'bg-primary text-primary-foreground border-primary')}
                >
                  <span className="sr-only">{t('listing.currentPage', { page: p })}</span>
                  <span aria-hidden>{p}</span>
                </span>
              ) : (
                <ListingLink
                  href={href(p)}
                  aria-label={t('listing.pageLabel', { page: p })}
                  className={cn(item, 'hover:bg-accent')}
                >
                  {p}
                </ListingLink>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <ListingLink href={href(page + 1)} rel="next" className={cn(item, 'hover:bg-accent')}>
              <span className="sr-only sm:not-sr-only sm:mr-1">{t('listing.next')}</span>
              <span aria-hidden>›</span>
            </ListingLink>
          </li>
        )}
      </ul>
    </nav>
  );
}
