import { Suspense, type ReactNode } from 'react';
import {
  listingQuery,
  parseListingFilters,
  type ListingScope,
  type RawSearchParams,
} from '@/lib/catalogue/filters';
import { getT } from '@/lib/i18n/server';
import type { Crumb } from '@/lib/seo/json-ld';
import { Breadcrumb } from './breadcrumb';
import type { ListingFixed } from './listing-filters';
import { ListingSkeleton } from './listing-skeleton';
import { ListingView } from './listing-view';

type ListingProps = { basePath: string; scope: ListingScope; fixed?: ListingFixed };

async function ListingFromParams({
  searchParams,
  basePath,
  scope,
  fixed,
}: ListingProps & { searchParams: Promise<RawSearchParams> }) {
  const query = listingQuery(parseListingFilters(await searchParams), scope);
  return <ListingView query={query} basePath={basePath} fixed={fixed} />;
}

/**
 * A listing page: breadcrumb, title, introduction, optional content, then the listing.
 * Without `searchParams` (the plain address) everything is static; with them (the /filtres
 * twin the rewrite serves) the listing reads the URL inside a Suspense boundary.
 */
export function ListingTemplate({
  crumbs,
  title,
  intro,
  children,
  searchParams,
  ...listing
}: ListingProps & {
  crumbs: Crumb[];
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  searchParams?: Promise<RawSearchParams>;
}) {
  const t = getT('catalogue');
  return (
    <main id="contenu" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
      <Breadcrumb crumbs={crumbs} />
      <header className="mb-6 max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {intro && <div className="text-muted-foreground mt-2">{intro}</div>}
      </header>
      {children}
      {searchParams ? (
        <Suspense fallback={<ListingSkeleton label={t('listing.loading')} />}>
          <ListingFromParams searchParams={searchParams} {...listing} />
        </Suspense>
      ) : (
        <ListingView query={listingQuery({}, listing.scope)} {...listing} />
      )}
    </main>
  );
}
