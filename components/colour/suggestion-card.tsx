'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { useCheckedCart } from '@/lib/cart/use-checked-cart';
import { formatCents } from '@/lib/money';
import { canAddSuggestion } from '@/lib/colours/suggestions';
import type { SuggestedProduct } from '@/lib/colours/types';
import icons from '@/components/ui/icons.module.css';
import styles from './colour-page.module.css';
import { productPath } from '@/lib/urls';

/** One related product: its add button is disabled at stock 0 or less (spec section 5). */
export function SuggestionCard({ product }: { product: SuggestedProduct }) {
  const t = useTranslations('colours.suggestions');
  const { add } = useCheckedCart();
  const available = canAddSuggestion(product);
  const name = product.variantName ? `${product.name} – ${product.variantName}` : product.name;

  async function addToCart() {
    // Live stock check with the spec's messages (lib/cart/use-checked-cart.ts).
    const added = await add({
      productId: product.id,
      variantId: product.variantId,
      name,
      price: product.priceTtcCents / 100,
      quantity: 1,
      image: product.imageUrl,
      variant: product.variantName,
      referenceCode: product.referenceCode,
      slug: product.slug,
      brandName: product.brandName,
      volume_liters: product.volumeLiters,
    });
    if (added) toast.success(t('added'));
  }

  return (
    <article className={styles.suggestion}>
      <div>
        {product.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={product.imageUrl} alt="" loading="lazy" />
        ) : (
          <span className={icons.package} />
        )}
      </div>
      <div>
        {product.brandName && <p>{product.brandName}</p>}
        <h3>
          <Link href={productPath(product.slug)}>{name}</Link>
        </h3>
        {product.referenceCode && <p>{t('reference', { code: product.referenceCode })}</p>}
      </div>
      <div>
        <p>{formatCents(product.priceTtcCents)}</p>
        <p className={available ? styles.inStock : styles.outOfStock}>
          {available ? t('inStock') : t('outOfStock')}
        </p>
      </div>
      <button
        type="button"
        disabled={!available}
        onClick={addToCart}
        aria-label={t('addLabel', { name })}
      >
        {t('add')}
      </button>
    </article>
  );
}
