import {
  PARAM,
  priceParam,
  SEARCH_PARAM,
  SORT_KEYS,
  type ListingQuery,
} from '@/lib/catalogue/filters';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { Button } from '@/components/ui/button';
import type { ListingFixed } from './listing-filters';
import { ListingForm } from './listing-form';

/** The sort choice: a GET form that keeps the current filters and goes back to page 1. */
export function ListingSort({
  basePath,
  query,
  fixed = {},
}: {
  basePath: string;
  query: ListingQuery;
  fixed?: ListingFixed;
}) {
  const t = getCatalogueT();
  const hidden: [string, string][] = [];
  if (query.search) hidden.push([SEARCH_PARAM, query.search]);
  if (query.category && !fixed.category) hidden.push([PARAM.category, query.category]);
  if (query.brand && !fixed.brand) hidden.push([PARAM.brand, query.brand]);
  if (query.minPrice !== null) hidden.push([PARAM.minPrice, priceParam(query.minPrice)]);
  if (query.maxPrice !== null) hidden.push([PARAM.maxPrice, priceParam(query.maxPrice)]);
  if (query.inStock) hidden.push([PARAM.inStock, '1']);
  return (
    <ListingForm
      key={query.sort}
      action={basePath}
      fixed={fixed}
      className="flex items-center gap-2"
      data-testid="listing-sort"
    >
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="listing-sort" className="text-sm whitespace-nowrap">
        {t('listing.sort')}
      </label>
      <select
        id="listing-sort"
        name={PARAM.sort}
        defaultValue={query.sort}
        className="border-input focus-visible:border-ring focus-visible:ring-ring/50 h-9 rounded-md border bg-transparent px-2 text-sm shadow-xs outline-none focus-visible:ring-[3px]"
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`listing.sortOptions.${key}`)}
          </option>
        ))}
      </select>
      <Button type="submit" variant="outline" size="sm">
        {t('listing.sortApply')}
      </Button>
    </ListingForm>
  );
}
