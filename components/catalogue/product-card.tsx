import Link from 'next/link';
import { formatCents } from '@/lib/format';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { getT } from '@/lib/i18n/server';
import type { ProductSummary } from '@/lib/catalogue/types';
import { productPath } from '@/lib/catalogue/urls';
import styles from './product-card.module.css';
import { ProductImage } from './product-image';
import { StockBadge } from './stock-badge';

/**
 * A product in a listing: picture, brand, name, reference, price TTC and HT, stock. One class
 * on the card, its parts styled by element (see product-card.module.css): the card is repeated
 * in the HTML and in the page's RSC data.
 */
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
  return (
    <article data-testid="product-card" className={styles.card}>
      <ProductImage
        src={product.image}
        alt=""
        sizes="(min-width: 1280px) 18vw, (min-width: 768px) 30vw, 50vw"
      />
      {product.brand ? <p>{product.brand.name}</p> : null}
      <Heading>
        <Link href={productPath(product.slug)}>{product.name}</Link>
      </Heading>
      {product.referenceCode ? (
        <small>{t('card.reference', { code: product.referenceCode })}</small>
      ) : null}
      <p>
        {product.priceFrom ? <small>{t('card.from')}</small> : null}
        <b data-testid="card-price">{formatCents(product.priceTtc)}</b>
        <small>{t('card.ht', { price: formatCents(product.priceHt) })}</small>
      </p>
      <p>
        <StockBadge state={product.stock} label={tProduct(`stock.${product.stock}`)} />
        {product.variantCount > 1 ? (
          <small>{t('card.variants', { count: product.variantCount })}</small>
        ) : null}
      </p>
    </article>
  );
}
