import { ProductGrid } from '@/components/catalogue/product-grid';
import { getCachedRelatedProducts } from '@/lib/catalogue/cached';
import { getT } from '@/lib/i18n/server';

/** Other products of the same categories; nothing when there are none. */
export async function RelatedProducts({
  productId,
  categorySlugs,
}: {
  productId: string;
  categorySlugs: string[];
}) {
  const related = await getCachedRelatedProducts(productId, categorySlugs);
  if (related.length === 0) return null;
  const t = getT('product');
  return (
    <section aria-labelledby="related-heading" className="mt-12">
      <h2 id="related-heading" className="mb-4 text-xl font-semibold">
        {t('related')}
      </h2>
      <ProductGrid products={related} />
    </section>
  );
}
