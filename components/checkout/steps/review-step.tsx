'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { PromoCodeForm } from '@/components/cart/promo-code-form';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { trackOrderPlaced } from '@/lib/analytics/events';
import { useCartStore } from '@/lib/cart/store';
import { useAction } from '@/lib/hooks/use-action-form';
import { placeOrderAction } from '@/lib/orders/actions';
import { linesForPricing } from '@/lib/pricing/use-priced-cart';
import { toast } from '@/lib/toast';
import { CGV_PATH, orderPath } from '@/lib/urls';
import { CheckoutSummary } from '../checkout-summary';
import { useCheckout } from '../checkout-context';

/**
 * The summary, the legal acceptances and the order button. The order is priced again on the
 * server, which refuses it if the total shown is no longer the total.
 */
export function ReviewStep() {
  const t = useTranslations('checkout');
  const router = useRouter();
  const clear = useCartStore((s) => s.clear);
  const checkout = useCheckout();
  const { cart, pending, items, country, problems, choices, choose, shipping, selectedCarrier } =
    checkout;
  const [acceptCgv, setAcceptCgv] = useState(false);
  const [customPaint, setCustomPaint] = useState(false);
  const [training, setTraining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One checkout attempt: a double click or a retry after a network error finds the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const ids = { cgv: useId(), paint: useId(), training: useId(), blocked: useId() };

  const hasCustomPaint = cart?.lines.some((l) => l.status === 'ok' && l.isCustomPaint) ?? false;
  const hasTwoK = cart?.lines.some((l) => l.status === 'ok' && l.containsDiisocyanates) ?? false;

  const order = useAction(placeOrderAction, {
    // The refusal is the toast's title itself, and stays written above the button.
    onFailure: (_, refusal) => {
      const message = refusal ?? t('errors.unexpected');
      setError(message);
      toast.error(message);
    },
    onSuccess: (placed) => {
      choose({ placed: true });
      if (cart) {
        trackOrderPlaced({
          valueCents: cart.totalTtc,
          itemCount: cart.itemCount,
          paymentMethod: placed.paymentMethod,
        });
      }
      clear();
      router.push(`${orderPath(placed.orderNumber)}?confirmation=1`);
    },
  });
  const submitting = order.pending || choices.placed;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!cart || !choices.shippingId || !selectedCarrier || submitting) return;
    setError(null);
    order.run({
      idempotencyKey,
      lines: linesForPricing(items),
      shippingAddressId: choices.shippingId,
      billingAddressId: choices.billingSame ? null : choices.billingId,
      carrierCode: selectedCarrier,
      promoCode: cart.promotion.status === 'applied' ? cart.promotion.code : null,
      paymentMethod: choices.payment,
      acceptCgv,
      customPaintAcknowledged: customPaint,
      diisocyanateTraining: training,
      expectedTotalCents: cart.totalTtc,
    });
  }

  const ready =
    cart !== null &&
    !pending &&
    shipping !== null &&
    selectedCarrier !== null &&
    problems.length === 0 &&
    (choices.billingSame || choices.billingId !== null);
  // Why the button is disabled, said next to it (a filled but unsaved address form, …); none
  // while the cart is being priced.
  const blocked = !shipping
    ? t(choices.adding ? 'blocked.saveAddress' : 'blocked.chooseAddress')
    : !choices.billingSame && choices.billingId === null
      ? t('blocked.billing')
      : problems.length > 0
        ? t('blocked.problems')
        : cart && !pending && selectedCarrier === null
          ? t('blocked.noCarrier')
          : null;

  return (
    <div className="space-y-4">
      {cart ? (
        <CheckoutSummary cart={cart} pending={pending}>
          <PromoCodeForm items={items} cart={cart} country={country} />
        </CheckoutSummary>
      ) : (
        <Skeleton className="h-72 w-full" aria-busy="true" />
      )}
      {problems.length > 0 && (
        <ul role="alert" className="text-destructive space-y-1 text-sm">
          {problems.map((p) => (
            <li key={p.key}>
              {p.name} : {p.message}
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={submit}
        aria-label={t('submit')}
        className="space-y-3 rounded-lg border p-4 text-sm"
      >
        {hasCustomPaint && (
          <Acceptance id={ids.paint} checked={customPaint} onChange={setCustomPaint}>
            {t('legal.customPaint')}
          </Acceptance>
        )}
        {hasTwoK && (
          <div className="space-y-1">
            <p className="font-medium">{t('legal.diisocyanatesNotice')}</p>
            <Acceptance id={ids.training} checked={training} onChange={setTraining}>
              {t('legal.diisocyanates')}
            </Acceptance>
          </div>
        )}
        <Acceptance id={ids.cgv} checked={acceptCgv} onChange={setAcceptCgv}>
          {t.rich('legal.cgv', {
            link: (chunks) => (
              <Link href={CGV_PATH} target="_blank" className="underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </Acceptance>
        {error && (
          <p role="alert" className="text-destructive">
            {error}
          </p>
        )}
        {blocked && (
          <p id={ids.blocked} className="text-muted-foreground" data-testid="order-blocked">
            {blocked}
          </p>
        )}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!ready || submitting}
          aria-busy={submitting}
          aria-describedby={blocked ? ids.blocked : undefined}
        >
          {submitting ? t('submitting') : t('submit')}
        </Button>
      </form>
    </div>
  );
}

/** A required legal acceptance: a checkbox and its text. */
function Acceptance({
  id,
  checked,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: React.ReactNode;
}) {
  return (
    <label htmlFor={id} className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        required
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-0.5 size-4 shrink-0"
      />
      <span>{children}</span>
    </label>
  );
}
