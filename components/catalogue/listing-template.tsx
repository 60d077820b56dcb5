import type { ReactNode } from 'react';
import { listingQuery, type ListingFilters, type ListingScope } from '@/lib/catalogue/filters';
import type { Crumb } from '@/lib/seo/json-ld';
import { Breadcrumb } from './breadcrumb';
import type { ListingFixed } from './listing-filters';
import { ListingView } from './listing-view';

type ListingProps = { basePath: string; scope: ListingScope; fixed?: ListingFixed };

/**
 * A listing page: breadcrumb, title, introduction, optional content, then the listing of the
 * shopper's `filters` (none on the plain, static address; the URL's on the /filtres twin).
 */
export function ListingTemplate({
  crumbs,
  title,
  intro,
  children,
  filters = {},
  ...listing
}: ListingProps & {
  crumbs: Crumb[];
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  filters?: Partial<ListingFilters>;
}) {
  return (
    <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
      <Breadcrumb crumbs={crumbs} />
      <header className="mb-6 max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {intro && <div className="text-muted-foreground mt-2">{intro}</div>}
      </header>
      {children}
      <ListingView query={listingQuery(filters, listing.scope)} {...listing} />
    </div>
  );
}
