import Link from 'next/link';
import { formatCents } from '@/lib/format';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { getT } from '@/lib/i18n/server';
import type { ProductSummary } from '@/lib/catalogue/types';
import { productPath } from '@/lib/catalogue/urls';
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
    <article
      data-testid="product-card"
      className="bg-card group relative flex h-full flex-col overflow-hidden rounded-lg border shadow-xs transition-shadow hover:shadow-md"
    >
      <div className="bg-muted/40 p-3">
        <ProductImage
          src={product.image}
          alt=""
          sizes="(min-width: 1280px) 18vw, (min-width: 768px) 30vw, 50vw"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        {product.brand && (
          <p className="text-muted-foreground text-xs font-medium tracking-wide uppercase">
            {product.brand.name}
          </p>
        )}
        <Heading className="text-sm leading-snug font-semibold">
          <Link
            href={href}
            className="after:focus-visible:ring-ring/50 after:absolute after:inset-0 after:rounded-lg hover:underline focus-visible:outline-none after:focus-visible:ring-[3px]"
          >
            {product.name}
          </Link>
        </Heading>
        {product.referenceCode && (
          <p className="text-muted-foreground text-xs">
            {t('card.reference', { code: product.referenceCode })}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2">
          {product.priceFrom && (
            <span className="text-muted-foreground text-xs">{t('card.from')}</span>
          )}
          <span className="text-lg font-bold" data-testid="card-price">
            {formatCents(product.priceTtc)}
          </span>
          <span className="text-muted-foreground text-xs">
            {t('card.ht', { price: formatCents(product.priceHt) })}
          </span>
        </div>
        <div className="flex items-center justify-between gap-2">
          <StockBadge state={product.stock} label={tProduct(`stock.${product.stock}`)} />
          {product.variantCount > 1 && (
            <span className="text-muted-foreground text-xs">
              {t('card.variants', { count: product.variantCount })}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
