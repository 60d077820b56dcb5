import {
  DEFAULT_SORT,
  listingSearch,
  SEARCH_PARAM,
  withSearch,
  priceParam,
  type ListingQuery,
} from '@/lib/catalogue/filters';
import type { Facet, ListingResult } from '@/lib/catalogue/types';
import { formatCents } from '@/lib/format';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { Button } from '@/components/ui/button';
import { FiltersDisclosure } from './filters-disclosure';
import { ListingForm } from './listing-form';
import { ListingLink } from './listing-link';
import styles from './listing-filters.module.css';

export type ListingFixed = { category?: boolean; brand?: boolean };

const inputClass =
  'border-input focus-visible:border-ring focus-visible:ring-ring/50 h-9 w-full rounded-md border bg-transparent px-3 text-base shadow-xs outline-none focus-visible:ring-[3px] md:text-sm';

function FacetGroup({
  legend,
  name,
  allLabel,
  facets,
  selected,
}: {
  legend: string;
  name: string;
  allLabel: string;
  facets: Facet[];
  selected: string | null;
}) {
  const shown = facets.filter((f) => f.count > 0 || f.slug === selected);
  const current = shown.some((f) => f.slug === selected) ? selected : null;
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-semibold">{legend}</legend>
      <div className={styles.choices}>
        <label>
          <input type="radio" name={name} value="" defaultChecked={!current} />
          <span>{allLabel}</span>
        </label>
        {shown.map((facet) => (
          <label key={facet.slug}>
            <input
              type="radio"
              name={name}
              value={facet.slug}
              defaultChecked={facet.slug === current}
            />
            <span>{facet.name}</span>
            <span>{`(${facet.count})`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The filter panel of a listing: a GET form (category, brand, price range, in stock only)
 * whose counts say how many products each choice leads to, the other filters applied.
 */
export function ListingFilters({
  basePath,
  query,
  result,
  fixed = {},
}: {
  basePath: string;
  query: ListingQuery;
  result: Pick<ListingResult, 'facets' | 'priceBounds'>;
  fixed?: ListingFixed;
}) {
  const t = getCatalogueT();
  const active = listingSearch({ ...query, page: 1, sort: DEFAULT_SORT }, fixed) !== '' ? ' •' : '';
  const reset = `${basePath}${withSearch(query.search, listingSearch({ sort: query.sort }, fixed))}`;
  const bounds = result.priceBounds;
  return (
    <FiltersDisclosure summary={<span>{`${t('listing.filtersTitle')}${active}`}</span>}>
      <ListingForm
        key={listingSearch(query, fixed)}
        action={basePath}
        fixed={fixed}
        className="space-y-6"
        aria-label={t('listing.filtersTitle')}
      >
        {query.search && <input type="hidden" name={SEARCH_PARAM} value={query.search} />}
        {query.sort !== DEFAULT_SORT && <input type="hidden" name="tri" value={query.sort} />}
        {!fixed.category && (
          <FacetGroup
            legend={t('listing.category')}
            name="categorie"
            allLabel={t('listing.allCategories')}
            facets={result.facets.categories}
            selected={query.category}
          />
        )}
        {!fixed.brand && (
          <FacetGroup
            legend={t('listing.brand')}
            name="marque"
            allLabel={t('listing.allBrands')}
            facets={result.facets.brands}
            selected={query.brand}
          />
        )}
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-semibold">{t('listing.price')}</legend>
          <div className="grid grid-cols-2 gap-2">
            <label className="space-y-1 text-xs">
              <span>{t('listing.minPrice')}</span>
              <input
                type="number"
                name="prix_min"
                min={0}
                step="0.01"
                inputMode="decimal"
                defaultValue={query.minPrice !== null ? priceParam(query.minPrice) : ''}
                placeholder={bounds ? priceParam(bounds.min) : undefined}
                className={inputClass}
              />
            </label>
            <label className="space-y-1 text-xs">
              <span>{t('listing.maxPrice')}</span>
              <input
                type="number"
                name="prix_max"
                min={0}
                step="0.01"
                inputMode="decimal"
                defaultValue={query.maxPrice !== null ? priceParam(query.maxPrice) : ''}
                placeholder={bounds ? priceParam(bounds.max) : undefined}
                className={inputClass}
              />
            </label>
          </div>
          {bounds && (
            <p className="text-muted-foreground text-xs">
              {t('listing.priceRangeHint', {
                min: formatCents(bounds.min),
                max: formatCents(bounds.max),
              })}
            </p>
          )}
        </fieldset>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name="en_stock"
            value="1"
            defaultChecked={query.inStock}
            className="accent-primary size-4 shrink-0"
          />
          {t('listing.inStock')}
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit">{t('listing.apply')}</Button>
          {active && (
            <ListingLink href={reset} className="text-sm underline underline-offset-4">
              {t('listing.resetFilters')}
            </ListingLink>
          )}
        </div>
      </ListingForm>
    </FiltersDisclosure>
  );
}
