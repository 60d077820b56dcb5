import Link from 'next/link';
import type { CatalogSearch } from '@/lib/search/results';
import { buildHref } from '@/lib/search/params';
import { PRODUCT_SORTS, type ProductSort } from '@/lib/search/types';
import { searchText } from '@/lib/search/text';
import { Button } from '@/components/ui/button';
import { ColourResultCard } from './colour-result-card';
import { ProductResultCard } from './product-result-card';
import { ResultsPagination } from './results-pagination';

/** /catalog?search=: the term in the title, products (sortable) then colours, each paginated. */
export function CatalogSearchResults({
  results,
  sort,
}: {
  results: CatalogSearch;
  sort: ProductSort;
}) {
  const t = searchText();
  const { term, products, colours } = results;
  const href = (extra: { page?: number; cpage?: number }) =>
    buildHref('/catalog', {
      search: term,
      sort: sort === 'pertinence' ? null : sort,
      page: extra.page ?? products.page,
      cpage: extra.cpage ?? colours.page,
    });

  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">{t('catalogTitle', { term })}</h1>

      <section aria-labelledby="resultats-produits" className="mt-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="resultats-produits" className="text-xl font-semibold">
            {t('productsHeading')}{' '}
            <span className="text-muted-foreground text-base font-normal">
              ({t('resultCount', { count: products.total })})
            </span>
          </h2>
          {products.total > 1 && (
            <form action="/catalog" className="flex items-end gap-2">
              <input type="hidden" name="search" value={term} />
              <label className="flex flex-col gap-1 text-sm">
                {t('sortLabel')}
                <select
                  name="sort"
                  defaultValue={sort}
                  className="border-input bg-background h-9 rounded-md border px-2 text-sm"
                >
                  {PRODUCT_SORTS.map((s) => (
                    <option key={s} value={s}>
                      {t(`sort.${s}`)}
                    </option>
                  ))}
                </select>
              </label>
              <Button type="submit" variant="outline">
                {t('apply')}
              </Button>
            </form>
          )}
        </div>
        {products.items.length > 0 ? (
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {products.items.map((p) => (
              <ProductResultCard key={p.id} product={p} />
            ))}
          </ul>
        ) : (
          <OutOfRange
            empty={products.total === 0}
            text={t('noProducts', { term })}
            first={href({ page: 1 })}
          />
        )}
        <ResultsPagination
          label={t('productPagination')}
          page={products.page}
          pageCount={products.pageCount}
          href={(page) => href({ page })}
        />
      </section>

      <section aria-labelledby="resultats-couleurs" className="mt-10">
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
        ) : (
          <OutOfRange
            empty={colours.total === 0}
            text={t('noColours', { term })}
            first={href({ cpage: 1 })}
          />
        )}
        {colours.truncated && (
          <p className="text-muted-foreground mt-3 text-sm">{t('truncated')}</p>
        )}
        <ResultsPagination
          label={t('colourPagination')}
          page={colours.page}
          pageCount={colours.pageCount}
          href={(cpage) => href({ cpage })}
        />
      </section>
    </>
  );
}

function OutOfRange({ empty, text, first }: { empty: boolean; text: string; first: string }) {
  const t = searchText();
  if (empty) return <p className="text-muted-foreground mt-4">{text}</p>;
  return (
    <p className="text-muted-foreground mt-4">
      {t('outOfRange')}{' '}
      <Link href={first} className="text-primary underline">
        {t('firstPage')}
      </Link>
    </p>
  );
}
