'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { dismissToasts, toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { openAuthDialog } from '@/lib/account/dialog-store';
import { useSessionStore } from '@/lib/account/session-store';
import { useCartStore } from '@/lib/cart/store';
import { useCheckedCart } from '@/lib/cart/use-checked-cart';
import { CATALOGUE_PATH, CHECKOUT_PATH } from '@/lib/urls';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { usePricedCart } from '@/lib/pricing/use-priced-cart';
import { ProPendingNote } from '@/components/pricing/pro-pending-note';
import { CartDispatch } from '@/components/dispatch/cart-dispatch';
import type { DispatchSettings } from '@/lib/dispatch/rules';
import { CartLineRow } from '../cart-line-row';
import { CartSummary } from '../cart-summary';
import { PromoCodeForm } from '../promo-code-form';
import { ShippingEstimate } from '../shipping-estimate';

/**
 * The /cart page body: lines, totals, clear; an empty state; a skeleton until storage is read.
 * Every amount shown is the server's (`usePricedCart` → lib/pricing), never the stored price.
 */
export function CartTemplate({ dispatch }: { dispatch: DispatchSettings }) {
  const t = useTranslations('cart');
  const hydrated = useHydrated();
  const items = useCartStore((s) => s.items);
  const remove = useCartStore((s) => s.remove);
  const clear = useCartStore((s) => s.clear);
  const restore = useCartStore((s) => s.restore);
  const promoCode = useCartStore((s) => s.promoCode);
  const { updateQuantity } = useCheckedCart();
  const [country, setCountry] = useState('FR');
  const { cart, pending, error } = usePricedCart(hydrated ? items : [], { promoCode, country });

  // The toasts of the page before (« Produit ajouté au panier ») do not follow onto the cart,
  // which shows the lines themselves.
  useEffect(() => dismissToasts(), []);

  // The server lowered a quantity (stock, maximum): the cart follows and says so.
  useEffect(() => {
    if (!cart || pending) return;
    const store = useCartStore.getState();
    for (const priced of cart.lines) {
      const local = store.items.find((l) => l.id === priced.key);
      if (priced.adjustedQuantity && local && local.quantity !== priced.adjustedQuantity) {
        store.updateQuantity(priced.key, priced.adjustedQuantity);
        toast.info(t('stock.adjustedTitle'), {
          description: t('stock.adjustedText', {
            product: priced.name,
            quantity: priced.adjustedQuantity,
          }),
        });
      }
    }
  }, [cart, pending, t]);

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

  const byKey = new Map(cart?.lines.map((line) => [line.key, line]));
  const itemCount = items.reduce((sum, line) => sum + line.quantity, 0);

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_24rem]">
      <section aria-labelledby="cart-lines-heading">
        <div className="mb-2 flex items-center justify-between">
          <h2 id="cart-lines-heading" className="text-lg font-semibold">
            {t('itemCount', { count: itemCount })}
          </h2>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              // Undo rather than a confirmation: one tap empties, « Annuler » puts it all back.
              const before = useCartStore.getState();
              const previous = { items: before.items, promoCode: before.promoCode };
              clear();
              toast.success(t('cleared'), {
                action: {
                  label: t('undoClear'),
                  onClick: () => restore(previous.items, previous.promoCode),
                },
              });
            }}
          >
            {t('clear')}
          </Button>
        </div>
        {cart?.professional && <p className="text-sm text-emerald-700">{t('proNote')}</p>}
        <ProPendingNote className="my-2" />
        <ul>
          {items.map((line) => (
            <CartLineRow
              key={line.id}
              line={line}
              priced={byKey.get(line.id)}
              professional={cart?.professional ?? false}
              onQuantity={(quantity) =>
                quantity <= 0 ? removeLine(line.id) : updateQuantity(line, quantity)
              }
              onRemove={() => removeLine(line.id)}
            />
          ))}
        </ul>
      </section>
      {cart ? (
        <CartSummary
          cart={cart}
          pending={pending}
          shipping={
            <>
              <ShippingEstimate cart={cart} country={country} onCountry={setCountry} />
              <CartDispatch settings={dispatch} cart={cart} testId="cart-dispatch" />
            </>
          }
        >
          <PromoCodeForm items={items} cart={cart} country={country} />
          <p className="text-muted-foreground text-xs">{t('shippingNote')}</p>
          <CheckoutButton label={t('checkout')} />
          <Link
            href={CATALOGUE_PATH}
            className="block text-center text-sm underline underline-offset-4 max-sm:flex max-sm:min-h-11 max-sm:items-center max-sm:justify-center"
          >
            {t('continue')}
          </Link>
        </CartSummary>
      ) : error !== null ? (
        <p role="alert" className="text-destructive">
          {error || t('pricingError')}
        </p>
      ) : (
        <Skeleton className="h-72 w-full" aria-busy="true" />
      )}
    </div>
  );
}

/**
 * To the checkout: a signed-in customer goes there; a visitor signs in or creates an account in
 * the dialog first, right here (the cart stays in the browser), then lands on the checkout.
 */
function CheckoutButton({ label }: { label: string }) {
  const signedOut = useSessionStore((s) => s.status === 'signed-out');
  if (signedOut) {
    return (
      <Button
        size="lg"
        className="w-full"
        onClick={() => openAuthDialog({ tab: 'login', returnTo: CHECKOUT_PATH })}
      >
        {label}
      </Button>
    );
  }
  return (
    <Button asChild size="lg" className="w-full">
      <Link href={CHECKOUT_PATH}>{label}</Link>
    </Button>
  );
}
