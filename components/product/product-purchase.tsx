'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { StockBadge } from '@/components/catalogue/stock-badge';
import controls from '@/components/catalogue/controls.module.css';
import { cartInputFromPurchase } from '@/lib/cart/lines';
import { trackProductViewed } from '@/lib/analytics/events';
import { useCheckedCart } from '@/lib/cart/use-checked-cart';
import { fromPrice, selectOption, type PurchaseProduct } from '@/lib/catalogue/purchase';
import { CART_PATH, productPath } from '@/lib/urls';
import { formatCents } from '@/lib/money';
import { ProPendingNote } from '@/components/pricing/pro-pending-note';
import { ReductionNote } from '@/components/pricing/reduction-note';
import { shownReduction } from '@/lib/pricing/reduction';
import { useProPrices } from '@/lib/pricing/use-pro-prices';
import { clsx } from 'clsx';
import styles from './product.module.css';
import icons from '@/components/ui/icons.module.css';

/**
 * Price, reference, stock, variant choice, quantity and add-to-cart. The server renders the
 * variant of the URL; choosing another updates the page at once and the address
 * (?variante=<id>) so the link can be shared. Without JavaScript the variant radios submit.
 */
export function ProductPurchase({
  product,
  initialVariantId,
  hazards,
}: {
  product: PurchaseProduct;
  initialVariantId: string | null;
  /** The CLP block of each option (by variant id, '' without variants), shown before the button. */
  hazards?: Readonly<Record<string, React.ReactNode>>;
}) {
  const t = useTranslations('product');
  const router = useRouter();
  const { add } = useCheckedCart();
  const [variantId, setVariantId] = useState(initialVariantId);
  const [quantity, setQuantity] = useState(1);
  const option = selectOption(product.options, variantId);
  // The cards' and the dropdown's « À partir de » (lib/db/from-price.ts).
  const from = fromPrice(product.options);
  const max = option.maxQuantity;
  const available = max > 0;
  const shownQuantity = available ? Math.min(quantity, max) : 1;
  // A verified professional's prices (HT first), asked by the island; retail for everyone else.
  const tp = useTranslations('pricing.pro');
  const proProduct = useProPrices([product.productId])?.[product.productId];
  const proPrice = (o: typeof option) =>
    proProduct && (o.variantId ? proProduct.variants[o.variantId] : proProduct);
  const pro = proPrice(option);
  // An announced reduction of this option's price, against its legal reference (L112-1-1).
  const tr = useTranslations('reduction');
  const reduction = shownReduction(option.priceTtc, option.referenceTtc);
  const optionPrice = (o: typeof option) => {
    const price = proPrice(o);
    return price ? tp('ht', { price: formatCents(price.ht) }) : formatCents(o.priceTtc);
  };

  useEffect(() => {
    const first = selectOption(product.options, initialVariantId);
    trackProductViewed({
      slug: product.slug,
      reference: first.referenceCode,
      priceCents: first.priceTtc,
      brand: product.brandName,
    });
  }, [product, initialVariantId]);

  function choose(id: string) {
    setVariantId(id);
    window.history.replaceState(null, '', productPath(product.slug, id));
  }

  async function addToCart() {
    if (!available) return;
    // Live stock first (the page itself is cached): the spec's toasts when it is short.
    const added = await add(cartInputFromPurchase(product, option, shownQuantity));
    if (!added) return;
    toast.success(t('added'), {
      description: option.name ? `${product.name} – ${option.name}` : product.name,
      action: { label: t('viewCart'), onClick: () => router.push(CART_PATH) },
    });
  }

  return (
    <div className={styles.purchase}>
      {pro ? (
        <div className={styles.prices} data-pro-price="">
          <p data-testid="product-price">{t('priceHt', { price: formatCents(pro.ht) })}</p>
          <p data-testid="product-price-ttc">{t('priceTtc', { price: formatCents(pro.ttc) })}</p>
          {pro.ttc < pro.retailTtc && (
            <p>
              <s>{tp('retail', { price: formatCents(pro.retailTtc) })}</s>
            </p>
          )}
        </div>
      ) : (
        <div className={styles.prices}>
          {from.from ? (
            <p data-testid="product-price-from">
              {t('fromPrice', { price: formatCents(from.priceTtc) })}
            </p>
          ) : null}
          <p data-testid="product-price">
            {t('priceTtc', { price: formatCents(option.priceTtc) })}
          </p>
          <p data-testid="product-price-ht">
            {t('priceHt', { price: formatCents(option.priceHt) })}
          </p>
          {reduction ? (
            <ReductionNote
              reduction={{
                badge: tr('badge', { percent: reduction.percent }),
                struck: formatCents(reduction.referenceTtc),
                lowest: tr('lowest', { price: formatCents(reduction.referenceTtc) }),
              }}
              struckLabel={tr('struckLabel')}
              className="basis-full"
            />
          ) : null}
        </div>
      )}
      <ProPendingNote />
      <div className={styles.facts}>
        {option.referenceCode && (
          <p data-testid="product-reference">{t('reference', { code: option.referenceCode })}</p>
        )}
        <StockBadge
          state={option.stock}
          label={
            // Few left (at most LOW_STOCK_THRESHOLD, so maxQuantity is the stock): say how many.
            option.stock === 'low_stock'
              ? t('stockLeft', { count: option.maxQuantity })
              : t(`stock.${option.stock}`)
          }
          testId="product-stock"
        />
      </div>

      {product.options.length > 1 && (
        <form action={productPath(product.slug)} method="get" className={styles.variants}>
          <fieldset>
            <legend>{t('variantChoice')}</legend>
            <div>
              {product.options.map((o) => (
                <label key={o.variantId} data-unavailable={o.maxQuantity === 0 || undefined}>
                  <input
                    type="radio"
                    name="variante"
                    value={o.variantId ?? ''}
                    checked={o.variantId === option.variantId}
                    onChange={() => o.variantId && choose(o.variantId)}
                    className="sr-only"
                  />
                  <span>{o.name}</span>
                  <span>{optionPrice(o)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <noscript>
            <button type="submit" className={clsx(controls.outline, controls.small)}>
              {t('variantChoice')}
            </button>
          </noscript>
        </form>
      )}

      {hazards?.[option.variantId ?? '']}
      <div className={styles.buy}>
        <div>
          <label htmlFor="product-quantity">{t('quantity')}</label>
          <div className={styles.stepper}>
            <button
              type="button"
              className={controls.ghost}
              aria-label={t('decrease')}
              disabled={!available || shownQuantity <= 1}
              onClick={() => setQuantity(Math.max(1, shownQuantity - 1))}
            >
              <span className={icons.minus} aria-hidden />
            </button>
            <input
              id="product-quantity"
              type="number"
              inputMode="numeric"
              min={1}
              max={Math.max(1, max)}
              value={shownQuantity}
              disabled={!available}
              onChange={(e) => {
                const value = Math.floor(Number(e.target.value));
                if (Number.isFinite(value))
                  setQuantity(Math.max(1, Math.min(value, Math.max(1, max))));
              }}
            />
            <button
              type="button"
              className={controls.ghost}
              aria-label={t('increase')}
              disabled={!available || shownQuantity >= max}
              onClick={() => setQuantity(Math.min(max, shownQuantity + 1))}
            >
              <span className={icons.plus} aria-hidden />
            </button>
          </div>
        </div>
        <button
          type="button"
          className={clsx(controls.button, controls.large, styles.add)}
          disabled={!available}
          onClick={addToCart}
        >
          <span className={icons.shoppingCart} aria-hidden />
          {t('addToCart')}
        </button>
      </div>
    </div>
  );
}
