import Link from 'next/link';
import { formatCents } from '@/lib/format';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { getT } from '@/lib/i18n/server';
import type { ProductSummary } from '@/lib/catalogue/types';
import { productPath } from '@/lib/catalogue/urls';
import styles from './product-card.module.css';
import { ProductImage } from './product-image';
import { StockBadge } from './stock-badge';

/** A product in a listing: picture, brand, name, reference, price TTC and HT, stock. */
export function ProductCard({
  product,
  headingLevel = 3,
}: {
  product: ProductSummary;
  headingLevel?: 2 | 3;
}) {
  const t = getCatalogueT();
  const tProduct = getT('product');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = productPath(product.slug);
  return (
    <article data-testid="product-card" className={styles.card}>
      <div className={styles.picture}>
        <ProductImage
          src={product.image}
          alt=""
          sizes="(min-width: 1280px) 18vw, (min-width: 768px) 30vw, 50vw"
        />
      </div>
      <div className={styles.body}>
        {product.brand && <p className={styles.brand}>{product.brand.name}</p>}
        <Heading className={styles.name}>
          <Link href={href} className={styles.link}>
            {product.name}
          </Link>
        </Heading>
        {product.referenceCode && (
          <p className={styles.small}>{t('card.reference', { code: product.referenceCode })}</p>
        )}
        <div className={styles.prices}>
          {product.priceFrom && <span className={styles.small}>{t('card.from')}</span>}
          <span className={styles.price} data-testid="card-price">
            {formatCents(product.priceTtc)}
          </span>
          <span className={styles.small}>
            {t('card.ht', { price: formatCents(product.priceHt) })}
          </span>
        </div>
        <div className={styles.footer}>
          <StockBadge state={product.stock} label={tProduct(`stock.${product.stock}`)} />
          {product.variantCount > 1 && (
            <span className={styles.small}>
              {t('card.variants', { count: product.variantCount })}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
