import { SearchNoResult } from '@/components/analytics/search-no-result';
import { getListing } from '@/lib/catalogue/cached';
import {
  hasActiveFilters,
  listingSearch,
  withSearch,
  type ListingQuery,
} from '@/lib/catalogue/filters';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import type { ListingResult } from '@/lib/catalogue/types';
import { ProPendingNote } from '@/components/pricing/pro-pending-note';
import { ListingFilters, type ListingFixed } from './listing-filters';
import { ListingLink } from './listing-link';
import { ListingSort } from './listing-sort';
import { Pagination } from './pagination';
import { ProductGrid } from './product-grid';
import styles from './listing.module.css';

/**
 * A listing: filters, result count, sort, product grid and pagination, for one normalised
 * query. Its data is the cached read `getListing` (keyed by the query), or the `result` its page
 * has read already (the search page, lib/search-views/load.ts); the component itself holds no
 * cache of its own.
 */
export async function ListingView({
  query,
  result: read,
  basePath,
  fixed = {},
}: {
  query: ListingQuery;
  result?: ListingResult;
  basePath: string;
  fixed?: ListingFixed;
}) {
  const t = getCatalogueT();
  const result = read ?? (await getListing(query));
  const shownQuery = { ...query, page: result.page };
  const filtered = hasActiveFilters(query);
  // Nothing found and nothing filtered: the filters would offer nothing to choose.
  const showFilters = filtered || result.total > 0;
  return (
    <div className={showFilters ? styles.layout : undefined}>
      {showFilters ? (
        <aside>
          <ListingFilters basePath={basePath} query={shownQuery} result={result} fixed={fixed} />
        </aside>
      ) : null}
      <section aria-labelledby="listing-heading" className="min-w-0">
        <h2 id="listing-heading" className="sr-only">
          {t('section.products')}
        </h2>
        <div className={styles.bar}>
          <p className={styles.count} data-testid="result-count">
            <strong>{t('listing.resultCount', { count: result.total })}</strong>
            {result.pageCount > 1 ? (
              <span>
                {` · ${t('listing.pageOf', { page: result.page, pageCount: result.pageCount })}`}
              </span>
            ) : null}
          </p>
          {showFilters ? (
            <ListingSort basePath={basePath} query={shownQuery} fixed={fixed} />
          ) : null}
        </div>
        <ProPendingNote className="mb-3" />
        {result.items.length > 0 ? (
          <ProductGrid products={result.items} />
        ) : (
          <div className={styles.empty}>
            {query.search && result.total === 0 ? <SearchNoResult query={query.search} /> : null}
            <p>{t('listing.empty')}</p>
            {/* Advice about filters only when the shopper has set one. */}
            {filtered ? (
              <>
                <p>{t('listing.emptyHint')}</p>
                <ListingLink
                  href={`${basePath}${withSearch(query.search, listingSearch({ sort: query.sort }, fixed))}`}
                >
                  {t('listing.resetFilters')}
                </ListingLink>
              </>
            ) : null}
          </div>
        )}
        <Pagination
          basePath={basePath}
          query={shownQuery}
          page={result.page}
          pageCount={result.pageCount}
          fixed={fixed}
        />
      </section>
    </div>
  );
}
