import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cachedManufacturers } from '@/lib/colours/cached';
import { colourSearch } from '@/lib/search/cached';
import { colourSearchMetadata } from '@/lib/search/metadata';
import { colourSearchParams } from '@/lib/search-views/paths';
import { searchReads } from '@/lib/search-views/reads';
import { recordMiss, type MissRecording } from '@/lib/search-views/record-miss';
import { cleanTerm } from '@/lib/search/normalise';
import { buildHref, parsePage, parseSlug } from '@/lib/search/params';
import { searchText } from '@/lib/search/text';
import { ColourSearchForm } from '../colour-search-form';
import { ColourSearchResults } from '../colour-search-results';

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The colour search (/couleurs-recherche and /recherche-couleur): the form, then the results
 * ranked by the spec's score. `picker` adds the maker picker. One complete document (no
 * streamed hole), so it works without JavaScript: rendered per request (`misses: 'request'`),
 * or served from the cache by the twin route of a plain search (`'render'`,
 * lib/search-views/paths.ts). Rendered per request, a plain search is a term's first search and
 * reads once (lib/search-views/reads.ts).
 */
export async function ColourSearchTemplate({
  path,
  picker,
  searchParams,
  misses,
}: {
  path: string;
  picker: boolean;
  searchParams: SearchParams;
  misses: MissRecording;
}) {
  const t = searchText();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      <h1 className="text-2xl font-bold tracking-tight">{t('colourTitle')}</h1>
      <p className="text-muted-foreground mt-1">{t('colourIntro')}</p>
      <Body path={path} picker={picker} searchParams={searchParams} misses={misses} />
    </div>
  );
}

type ViewParams = Promise<{ terme: string; marque: string; page: string }>;

/** A colour search's cached twin route (lib/search-views/paths.ts): 404 for a hand-made address. */
export async function CachedColourSearch({
  path,
  picker,
  params,
}: {
  path: string;
  picker: boolean;
  params: ViewParams;
}) {
  const query = colourSearchParams(await params);
  if (!query) notFound();
  return (
    <ColourSearchTemplate
      path={path}
      picker={picker}
      searchParams={Promise.resolve(query)}
      misses="render"
    />
  );
}

export async function cachedColourSearchMetadata(params: ViewParams) {
  const query = colourSearchParams(await params);
  return query ? colourSearchMetadata(query.q) : {};
}

async function Body({
  path,
  picker,
  searchParams,
  misses,
}: {
  path: string;
  picker: boolean;
  searchParams: SearchParams;
  misses: MissRecording;
}) {
  const t = searchText();
  const params = await searchParams;
  const term = cleanTerm(params.q);
  const makerSlug = parseSlug(params.manufacturer);
  const reads = misses === 'request' ? searchReads(path, params) : 'cached';
  const [search, makers] = await Promise.all([
    colourSearch(term, makerSlug, parsePage(params.page), reads),
    picker ? cachedManufacturers() : Promise.resolve(null),
  ]);
  // A term (no maker) that found no colour: counted (anonymously) for the admin's analytics.
  if (search.searched && !makerSlug && search.results.total === 0) {
    await recordMiss(term, misses);
  }
  return (
    <>
      <ColourSearchForm
        action={path}
        term={term}
        makers={makers}
        makerSlug={search.maker?.slug ?? null}
      />
      {!picker && (
        <p className="mt-2 text-sm">
          <Link
            href={buildHref('/recherche-couleur', { q: term })}
            className="text-primary underline"
          >
            {t('byMaker')}
          </Link>
        </p>
      )}
      {search.searched ? (
        <ColourSearchResults search={search} path={path} />
      ) : (
        <p className="text-muted-foreground mt-6" role="status">
          {t('colourPrompt')}
        </p>
      )}
    </>
  );
}
