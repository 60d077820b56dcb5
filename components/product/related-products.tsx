import { ProductGrid } from '@/components/catalogue/product-grid';
import { getCachedRelatedProducts } from '@/lib/catalogue/cached';
import { getT } from '@/lib/i18n/server';
import styles from './product.module.css';

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
    <section aria-labelledby="related-heading" className={styles.related}>
      <h2 id="related-heading">{t('related')}</h2>
      <ProductGrid products={related} />
    </section>
  );
}
