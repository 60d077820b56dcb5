'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Package } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { lineId } from '@/lib/cart/cart';
import { useCartStore } from '@/lib/cart/store';
import { formatCents } from '@/lib/format';
import { canAddSuggestion } from '@/lib/colours/suggestions';
import type { SuggestedProduct } from '@/lib/colours/types';

/** One related product: its add button is disabled at stock 0 or less (spec section 5). */
export function SuggestionCard({ product }: { product: SuggestedProduct }) {
  const t = useTranslations('colours.suggestions');
  const add = useCartStore((state) => state.add);
  const inCart = useCartStore(
    (state) =>
      state.items.find((line) => line.id === lineId(product.id, product.variantId))?.quantity ?? 0,
  );
  const available = canAddSuggestion(product);
  const name = product.variantName ? `${product.name} – ${product.variantName}` : product.name;

  function addToCart() {
    if (inCart + 1 > product.stockQuantity) {
      toast.error(t('insufficientStock', { stock: product.stockQuantity, product: name, inCart }));
      return;
    }
    add({
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
    toast.success(t('added'));
  }

  return (
    <article className="bg-card flex h-full flex-col gap-3 rounded-xl border p-4 shadow-sm">
      <div className="bg-muted flex aspect-[4/3] items-center justify-center overflow-hidden rounded-md">
        {product.imageUrl ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={product.imageUrl}
            alt=""
            className="h-full w-full object-contain"
            loading="lazy"
          />
        ) : (
          <Package aria-hidden="true" className="text-muted-foreground size-10" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1">
        {product.brandName && <p className="text-muted-foreground text-xs">{product.brandName}</p>}
        <h3 className="font-medium">
          <Link href={`/product/${product.slug}`} className="hover:underline">
            {name}
          </Link>
        </h3>
        {product.referenceCode && (
          <p className="text-muted-foreground text-xs">
            {t('reference', { code: product.referenceCode })}
          </p>
        )}
      </div>
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold">{formatCents(product.priceTtcCents)}</p>
        <p className={available ? 'text-success text-xs' : 'text-destructive text-xs'}>
          {available ? t('inStock') : t('outOfStock')}
        </p>
      </div>
      <Button
        type="button"
        variant="outline"
        disabled={!available}
        onClick={addToCart}
        aria-label={t('addLabel', { name })}
      >
        {t('add')}
      </Button>
    </article>
  );
}
