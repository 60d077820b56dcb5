'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCartStore, useCartTotals } from '@/lib/cart/store';
import { CATALOGUE_PATH } from '@/lib/urls';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { CartLineRow } from './cart-line-row';
import { CartSummary } from './cart-summary';

/** The /cart page body: lines, totals, clear; an empty state; a skeleton until storage is read. */
export function CartView() {
  const t = useTranslations('cart');
  const hydrated = useHydrated();
  const items = useCartStore((s) => s.items);
  const updateQuantity = useCartStore((s) => s.updateQuantity);
  const remove = useCartStore((s) => s.remove);
  const clear = useCartStore((s) => s.clear);
  const totals = useCartTotals();

  if (!hydrated) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p className="sr-only" role="status">
          {t('loading')}
        </p>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }

  if (items.length === 0) {
    return (
      <div className="rounded-lg border border-dashed p-10 text-center" data-testid="cart-empty">
        <h2 className="text-xl font-semibold">{t('empty')}</h2>
        <p className="text-muted-foreground mt-2">{t('emptyText')}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href={CATALOGUE_PATH}>{t('browse')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/catalogue-couleur">{t('colours')}</Link>
          </Button>
        </div>
      </div>
    );
  }

  function removeLine(id: string) {
    remove(id);
    toast.success(t('removed'));
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="cart-lines-heading">
        <div className="mb-2 flex items-center justify-between">
          <h2 id="cart-lines-heading" className="text-lg font-semibold">
            {t('itemCount', { count: totals.itemCount })}
          </h2>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              clear();
              toast.success(t('cleared'));
            }}
          >
            {t('clear')}
          </Button>
        </div>
        <ul>
          {items.map((line) => (
            <CartLineRow
              key={line.id}
              line={line}
              onQuantity={(quantity) =>
                quantity <= 0 ? removeLine(line.id) : updateQuantity(line.id, quantity)
              }
              onRemove={() => removeLine(line.id)}
            />
          ))}
        </ul>
      </section>
      <CartSummary
        totals={totals}
        labels={{
          title: t('summary'),
          items: t('itemCount', { count: totals.itemCount }),
          subtotal: t('subtotal'),
          discount: t('discount'),
          total: t('total'),
          note: t('shippingNote'),
        }}
      >
        {/* No link to /checkout until that page exists (checkout issue). */}
        <p className="text-muted-foreground text-sm">{t('checkoutSoon')}</p>
        <Button asChild size="lg" className="w-full">
          <Link href="/contact">{t('checkoutContact')}</Link>
        </Button>
        <Link
          href={CATALOGUE_PATH}
          className="block text-center text-sm underline underline-offset-4"
        >
          {t('continue')}
        </Link>
      </CartSummary>
    </div>
  );
}
