'use client';

import { Minus, Plus, ShoppingCart } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { StockBadge } from '@/components/catalogue/stock-badge';
import { Button } from '@/components/ui/button';
import { cartInputFromPurchase } from '@/lib/cart/lines';
import { useCartStore } from '@/lib/cart/store';
import { selectOption, type PurchaseProduct } from '@/lib/catalogue/purchase';
import { CART_PATH, productPath } from '@/lib/catalogue/urls';
import { formatCents } from '@/lib/format';
import { cn } from '@/lib/utils';

/**
 * Price, reference, stock, variant choice, quantity and add-to-cart. The server renders the
 * variant of the URL; choosing another updates the page at once and the address
 * (?variante=<id>) so the link can be shared. Without JavaScript the variant radios submit.
 */
export function ProductPurchase({
  product,
  initialVariantId,
}: {
  product: PurchaseProduct;
  initialVariantId: string | null;
}) {
  const t = useTranslations('product');
  const router = useRouter();
  const add = useCartStore((state) => state.add);
  const [variantId, setVariantId] = useState(initialVariantId);
  const [quantity, setQuantity] = useState(1);
  const option = selectOption(product.options, variantId);
  const max = option.maxQuantity;
  const available = max > 0;
  const shownQuantity = available ? Math.min(quantity, max) : 1;

  function choose(id: string) {
    setVariantId(id);
    window.history.replaceState(null, '', productPath(product.slug, id));
  }

  function addToCart() {
    if (!available) return;
    add(cartInputFromPurchase(product, option, shownQuantity));
    toast.success(t('added'), {
      description: option.name ? `${product.name} – ${option.name}` : product.name,
      action: { label: t('viewCart'), onClick: () => router.push(CART_PATH) },
    });
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-3xl font-bold" data-testid="product-price">
          {t('priceTtc', { price: formatCents(option.priceTtc) })}
        </p>
        <p className="text-muted-foreground" data-testid="product-price-ht">
          {t('priceHt', { price: formatCents(option.priceHt) })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        {option.referenceCode && (
          <p data-testid="product-reference">{t('reference', { code: option.referenceCode })}</p>
        )}
        <StockBadge state={option.stock} label={t(`stock.${option.stock}`)} />
      </div>

      {product.options.length > 1 && (
        <form action={productPath(product.slug)} method="get">
          <fieldset>
            <legend className="mb-2 text-sm font-semibold">{t('variantChoice')}</legend>
            <div className="flex flex-wrap gap-2">
              {product.options.map((o) => {
                const checked = o.variantId === option.variantId;
                return (
                  <label
                    key={o.variantId}
                    className={cn(
                      'has-[:focus-visible]:ring-ring/50 flex cursor-pointer flex-col rounded-md border px-3 py-2 text-sm has-[:focus-visible]:ring-[3px]',
                      checked ? 'border-primary bg-primary/5' : 'hover:border-foreground/40',
                      o.maxQuantity === 0 && 'text-muted-foreground',
                    )}
                  >
                    <input
                      type="radio"
                      name="variante"
                      value={o.variantId ?? ''}
                      checked={checked}
                      onChange={() => o.variantId && choose(o.variantId)}
                      className="sr-only"
                    />
                    <span className="font-medium">{o.name}</span>
                    <span className="text-xs">{formatCents(o.priceTtc)}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
          <noscript>
            <Button type="submit" variant="outline" size="sm" className="mt-2">
              {t('variantChoice')}
            </Button>
          </noscript>
        </form>
      )}

      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="product-quantity" className="mb-1 block text-sm font-semibold">
            {t('quantity')}
          </label>
          <div className="flex items-center rounded-md border">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('decrease')}
              disabled={!available || shownQuantity <= 1}
              onClick={() => setQuantity(Math.max(1, shownQuantity - 1))}
            >
              <Minus aria-hidden />
            </Button>
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
              className="focus-visible:ring-ring/50 h-9 w-14 [appearance:textfield] bg-transparent text-center text-sm outline-none focus-visible:ring-[3px] [&::-webkit-inner-spin-button]:appearance-none"
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('increase')}
              disabled={!available || shownQuantity >= max}
              onClick={() => setQuantity(Math.min(max, shownQuantity + 1))}
            >
              <Plus aria-hidden />
            </Button>
          </div>
        </div>
        <Button
          type="button"
          size="lg"
          className="min-w-48 flex-1 sm:flex-none"
          disabled={!available}
          onClick={addToCart}
        >
          <ShoppingCart aria-hidden />
          {available ? t('addToCart') : t('unavailable')}
        </Button>
      </div>
    </div>
  );
}
