import { listingSearch, withSearch, type ListingQuery } from '@/lib/catalogue/filters';
import type { ListingResult } from '@/lib/catalogue/types';
import { COLOUR_MIN_SCORE } from '@/lib/search/constants';
import type { RawSearchParams } from '@/lib/catalogue/filters';
import { loadCatalogSearch } from '@/lib/search-views/load';
import { searchReads } from '@/lib/search-views/reads';
import { recordMiss, type MissRecording } from '@/lib/search-views/record-miss';
import type { ColourHit, Page } from '@/lib/search/types';
import { searchText } from '@/lib/search/text';
import { ListingView } from '@/components/catalogue/listing-view';
import { ColourResultCard } from '../colour-result-card';
import { ResultsPagination } from '../results-pagination';
import { SearchPrompt } from '../search-prompt';

/**
 * Colours come first when the term names colours (a code or a maker: score of at least
 * COLOUR_MIN_SCORE), when no product matches, or when the shopper is paging the colours.
 */
function coloursFirst(colours: Page<ColourHit>, productTotal: number): boolean {
  if (colours.total === 0) return false;
  return (
    productTotal === 0 || colours.page > 1 || (colours.items[0]?.score ?? 0) >= COLOUR_MIN_SCORE
  );
}

/**
 * /catalog?search=: the term in the title, the products as the catalogue's listing (its
 * filters, sorting and pages; matched by the search module) and the colours, paginated apart
 * (`cpage`), best score first — the colours above the products when the term names colours.
 */
async function CatalogSearchTemplate({
  term,
  listing,
  colours,
  products,
  misses,
}: {
  term: string;
  listing: ListingQuery;
  colours: Page<ColourHit>;
  /** The listing's page of products, shown by ListingView. */
  products: ListingResult;
  misses: MissRecording;
}) {
  const productTotal = products.total;
  const first = coloursFirst(colours, productTotal);
  // Nothing at all for this term: counted (anonymously) for the admin's analytics.
  if (productTotal === 0 && colours.total === 0) await recordMiss(term, misses);
  const t = searchText();
  // The current products listing (filters, sort, page) is kept by the colours' page links.
  const base = `/catalog${withSearch(term, listingSearch(listing))}`;
  const colourHref = (page: number) => (page > 1 ? `${base}&cpage=${page}` : base);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <h1 className="mb-6 text-2xl font-bold tracking-tight sm:text-3xl">
        {t('catalogTitle', { term })}
      </h1>

      {first ? null : <ListingView query={listing} result={products} basePath="/catalog" />}

      <section aria-labelledby="resultats-couleurs" className={first ? 'mb-12' : 'mt-12'}>
        <h2 id="resultats-couleurs" className="text-xl font-semibold">
          {t('coloursHeading')}{' '}
          <span className="text-muted-foreground text-base font-normal">
            ({t('resultCount', { count: colours.total })})
          </span>
        </h2>
        {colours.items.length > 0 ? (
          <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {colours.items.map((c) => (
              <ColourResultCard key={c.id} colour={c} />
            ))}
          </ul>
        ) : colours.total > 0 ? (
          <p className="text-muted-foreground mt-4">
            {t('outOfRange')}{' '}
            <a href={colourHref(1)} className="text-primary underline">
              {t('firstPage')}
            </a>
          </p>
        ) : (
          <p className="text-muted-foreground mt-4">{t('noColours', { term })}</p>
        )}
        {colours.truncated && (
          <p className="text-muted-foreground mt-3 text-sm">{t('truncated')}</p>
        )}
        <ResultsPagination
          label={t('colourPagination')}
          page={colours.page}
          pageCount={colours.pageCount}
          href={colourHref}
        />
      </section>

      {first ? <ListingView query={listing} result={products} basePath="/catalog" /> : null}
    </div>
  );
}

/**
 * /catalog?search= from its query: per request (`misses: 'request'`) or from its cached twin
 * route (`'render'`); below 2 characters, the prompt. Rendered per request, a plain search is a
 * term's first search and reads once (lib/search-views/reads.ts).
 */
export async function CatalogSearch({
  params,
  misses,
}: {
  params: RawSearchParams;
  misses: MissRecording;
}) {
  const reads = misses === 'request' ? searchReads('/catalog', params) : 'cached';
  const { term, results } = await loadCatalogSearch(params, reads);
  if (!results) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-6">
        <SearchPrompt term={term} />
      </div>
    );
  }
  return <CatalogSearchTemplate term={term} {...results} misses={misses} />;
}
