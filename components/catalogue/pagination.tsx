import { listingSearch, withSearch, type ListingQuery } from '@/lib/catalogue/filters';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { pageWindow } from '@/lib/pagination';
import type { ListingFixed } from './listing-filters';
import { ListingLink } from './listing-link';
import styles from './listing.module.css';

/** Previous, numbered pages (with gaps) and next; the links are styled from the nav's class. */
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
    <nav aria-label={t('listing.pagination')} className={styles.pagination}>
      <ul>
        {page > 1 ? (
          <li>
            <ListingLink href={href(page - 1)} rel="prev">
              <span aria-hidden>‹</span>
              <span className="sr-only sm:not-sr-only sm:ml-1">{t('listing.previous')}</span>
            </ListingLink>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((p, index) =>
          p === 'gap' ? (
            <li key={index} aria-hidden>
              …
            </li>
          ) : (
            <li key={index}>
              {p === page ? (
                <span aria-current="page">
                  <span className="sr-only">{t('listing.currentPage', { page: p })}</span>
                  <span aria-hidden>{p}</span>
                </span>
              ) : (
                <ListingLink href={href(p)} aria-label={t('listing.pageLabel', { page: p })}>
                  {p}
                </ListingLink>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <ListingLink href={href(page + 1)} rel="next">
              <span className="sr-only sm:not-sr-only sm:mr-1">{t('listing.next')}</span>
              <span aria-hidden>›</span>
            </ListingLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
