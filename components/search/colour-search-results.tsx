import Link from 'next/link';
import type { ColourSearch } from '@/lib/search/results';
import { buildHref } from '@/lib/search/params';
import { searchText } from '@/lib/search/text';
import { ColourResultCard } from './colour-result-card';
import { ResultsPagination } from './results-pagination';
import { catalogSearchUrl } from './suggestion-options';

/** The colour search's results, best score first, paginated. */
export function ColourSearchResults({ search, path }: { search: ColourSearch; path: string }) {
  const t = searchText();
  const { term, maker, results } = search;
  const title = maker
    ? term.length >= 2
      ? t('colourMakerTermTitle', { maker: maker.name, term })
      : t('colourMakerTitle', { maker: maker.name })
    : t('colourResultsTitle', { term });
  const href = (page: number) =>
    buildHref(path, { q: term, manufacturer: maker?.slug ?? null, page });

  return (
    <section aria-labelledby="resultats-couleurs" className="mt-8">
      {search.unknownMaker && (
        <p className="bg-muted mb-4 rounded-md px-3 py-2 text-sm" role="status">
          {t('unknownMaker')}
        </p>
      )}
      <h2 id="resultats-couleurs" className="text-xl font-semibold">
        {title}{' '}
        <span className="text-muted-foreground text-base font-normal">
          ({t('colourCount', { count: results.total })})
        </span>
      </h2>
      {results.items.length > 0 ? (
        <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {results.items.map((c) => (
            <ColourResultCard key={c.id} colour={c} />
          ))}
        </ul>
      ) : results.total > 0 ? (
        <p className="text-muted-foreground mt-4">
          {t('outOfRange')}{' '}
          <Link href={href(1)} className="text-primary underline">
            {t('firstPage')}
          </Link>
        </p>
      ) : (
        <p className="text-muted-foreground mt-4">{t('colourNone')}</p>
      )}
      {results.truncated && <p className="text-muted-foreground mt-3 text-sm">{t('truncated')}</p>}
      {term.length >= 2 && (
        <p className="mt-4 text-sm">
          <Link href={catalogSearchUrl(term)} className="text-primary underline">
            {t('colourNameHint', { term })}
          </Link>
        </p>
      )}
      <ResultsPagination
        label={t('colourPagination')}
        page={results.page}
        pageCount={results.pageCount}
        href={href}
      />
    </section>
  );
}
