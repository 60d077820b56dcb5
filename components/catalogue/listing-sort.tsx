import {
  PARAM,
  priceParam,
  SEARCH_PARAM,
  SORT_KEYS,
  type ListingQuery,
} from '@/lib/catalogue/filters';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { clsx } from 'clsx';
import type { ListingFixed } from './listing-filters';
import controls from './controls.module.css';
import { ListingForm } from './listing-form';
import styles from './listing.module.css';

/**
 * The sort choice: a GET form that keeps the current filters and goes back to page 1. It applies
 * as soon as the choice changes; its « Trier » button is only there without JavaScript.
 */
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
  if (!fixed.category) for (const slug of query.categories) hidden.push([PARAM.category, slug]);
  if (!fixed.brand) for (const slug of query.brands) hidden.push([PARAM.brand, slug]);
  if (query.minPrice !== null) hidden.push([PARAM.minPrice, priceParam(query.minPrice)]);
  if (query.maxPrice !== null) hidden.push([PARAM.maxPrice, priceParam(query.maxPrice)]);
  if (query.inStock) hidden.push([PARAM.inStock, '1']);
  return (
    <ListingForm
      key={query.sort}
      action={basePath}
      fixed={fixed}
      submitOnChange
      className={styles.sort}
      data-testid="listing-sort"
    >
      {hidden.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="listing-sort">{t('listing.sort')}</label>
      <select
        id="listing-sort"
        name={PARAM.sort}
        defaultValue={query.sort}
        className={controls.select}
      >
        {SORT_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`listing.sortOptions.${key}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={clsx(controls.outline, controls.small)}>
          {t('listing.sortApply')}
        </button>
      </noscript>
    </ListingForm>
  );
}
