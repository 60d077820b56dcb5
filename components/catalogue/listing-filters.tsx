import {
  DEFAULT_SORT,
  listingSearch,
  PARAM,
  SEARCH_PARAM,
  withSearch,
  priceParam,
  type ListingQuery,
} from '@/lib/catalogue/filters';
import type { Facet, ListingResult } from '@/lib/catalogue/types';
import { formatCents } from '@/lib/money';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { FacetChoices, type FacetChoice } from './facet-choices';
import { FiltersDisclosure } from './filters-disclosure';
import { ListingForm } from './listing-form';
import { ListingLink } from './listing-link';
import controls from './controls.module.css';
import styles from './listing-filters.module.css';

export type ListingFixed = { category?: boolean; brand?: boolean };

function FacetGroup({
  legend,
  name,
  facets,
  selected,
}: {
  legend: string;
  name: string;
  facets: Facet[];
  selected: readonly string[];
}) {
  const shown = facets.filter((f) => f.count > 0 || selected.includes(f.slug));
  return (
    <fieldset>
      <legend>{legend}</legend>
      <FacetChoices
        name={name}
        choices={shown.map((f): FacetChoice => [f.slug, f.name, f.count])}
        selected={selected}
      />
    </fieldset>
  );
}

/** `defaultChecked` only on the checked input (a `false` would be sent for every other one). */
function checkedIf(checked: boolean) {
  return checked ? { defaultChecked: true } : {};
}

/**
 * The filter panel of a listing: a GET form (categories, brands, price range, in stock only)
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
    <FiltersDisclosure summary={`${t('listing.filtersTitle')}${active}`}>
      <ListingForm
        key={listingSearch(query, fixed)}
        action={basePath}
        fixed={fixed}
        aria-label={t('listing.filtersTitle')}
      >
        {query.search ? <input type="hidden" name={SEARCH_PARAM} value={query.search} /> : null}
        {query.sort !== DEFAULT_SORT ? <input type="hidden" name="tri" value={query.sort} /> : null}
        {fixed.category ? null : (
          <FacetGroup
            legend={t('listing.category')}
            name={PARAM.category}
            facets={result.facets.categories}
            selected={query.categories}
          />
        )}
        {fixed.brand ? null : (
          <FacetGroup
            legend={t('listing.brand')}
            name={PARAM.brand}
            facets={result.facets.brands}
            selected={query.brands}
          />
        )}
        <fieldset>
          <legend>{t('listing.price')}</legend>
          <div className={styles.prices}>
            <PriceField
              label={t('listing.minPrice')}
              name="prix_min"
              value={query.minPrice}
              placeholder={bounds?.min}
            />
            <PriceField
              label={t('listing.maxPrice')}
              name="prix_max"
              value={query.maxPrice}
              placeholder={bounds?.max}
            />
          </div>
          {bounds ? (
            <p className={styles.hint}>
              {t('listing.priceRangeHint', {
                min: formatCents(bounds.min),
                max: formatCents(bounds.max),
              })}
            </p>
          ) : null}
        </fieldset>
        <label className={styles.stock}>
          <input type="checkbox" name="en_stock" value="1" {...checkedIf(query.inStock)} />
          {t('listing.inStock')}
        </label>
        <div className={styles.actions}>
          <button type="submit" className={controls.button}>
            {t('listing.apply')}
          </button>
          {active ? <ListingLink href={reset}>{t('listing.resetFilters')}</ListingLink> : null}
        </div>
      </ListingForm>
    </FiltersDisclosure>
  );
}

/** A price bound in euros (« 12.5 »), the listing's cheapest or dearest price as placeholder. */
function PriceField({
  label,
  name,
  value,
  placeholder,
}: {
  label: string;
  name: string;
  value: number | null;
  placeholder: number | undefined;
}) {
  return (
    <label>
      <span>{label}</span>
      <input
        type="number"
        name={name}
        min={0}
        step="0.01"
        inputMode="decimal"
        className={controls.input}
        {...(value !== null ? { defaultValue: priceParam(value) } : {})}
        {...(placeholder !== undefined ? { placeholder: priceParam(placeholder) } : {})}
      />
    </label>
  );
}
