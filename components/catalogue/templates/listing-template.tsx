import type { ReactNode } from 'react';
import { getCachedCategories } from '@/lib/catalogue/cached';
import { listingQuery, type ListingFilters, type ListingScope } from '@/lib/catalogue/filters';
import type { Crumb } from '@/lib/seo/json-ld';
import { Breadcrumb } from '../breadcrumb';
import type { ListingFixed } from '../listing-filters';
import styles from '../link-lists.module.css';
import { ListingView } from '../listing-view';

type ListingProps = { basePath: string; scope: ListingScope; fixed?: ListingFixed };

/**
 * A listing page: breadcrumb, title, introduction, optional content, then the listing of the
 * shopper's `filters` (none on the plain, static address; the URL's on the /filtres twin).
 */
export async function ListingTemplate({
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
  const categories = await getCachedCategories();
  return (
    <div className={styles.page}>
      <Breadcrumb crumbs={crumbs} />
      <header className={styles.header}>
        <h1>{title}</h1>
        {intro ? <div>{intro}</div> : null}
      </header>
      {children}
      <ListingView query={listingQuery(filters, listing.scope, categories)} {...listing} />
    </div>
  );
}
