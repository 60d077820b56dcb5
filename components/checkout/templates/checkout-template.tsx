'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { AddressForm } from '@/components/account/address-book';
import { PromoCodeForm } from '@/components/cart/promo-code-form';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { AddressView } from '@/lib/account/queries';
import { trackCheckoutStarted, trackOrderPlaced } from '@/lib/analytics/events';
import { useCartStore } from '@/lib/cart/store';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { formatCents } from '@/lib/money';
import { placeOrderAction } from '@/lib/orders/actions';
import { TRANSFER_DUE_DAYS } from '@/lib/orders/constants';
import { linesForPricing, usePricedCart } from '@/lib/pricing/use-priced-cart';
import { CATALOGUE_PATH, CGV_PATH, orderPath } from '@/lib/urls';
import { CheckoutSummary } from '../checkout-summary';

const COUNTRY_CODES: Record<AddressView['country'], string> = {
  France: 'FR',
  Belgique: 'BE',
  Luxembourg: 'LU',
};

function addressText(a: AddressView): string {
  return [
    `${a.firstName} ${a.lastName}`,
    a.companyName,
    a.addressLine1,
    a.addressLine2,
    `${a.postalCode} ${a.city}`,
    a.country,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The /checkout body: addresses, carrier, promotion, payment, legal acceptances and the order
 * button. The cart is the browser's (kept through sign-in); every amount shown is the server's
 * pricing for the chosen destination and carrier, and the order is priced again on the server.
 */
export function CheckoutTemplate({
  addresses,
  cardEnabled,
}: {
  addresses: AddressView[];
  cardEnabled: boolean;
}) {
  const t = useTranslations('checkout');
  const router = useRouter();
  const hydrated = useHydrated();
  const items = useCartStore((s) => s.items);
  const promoCode = useCartStore((s) => s.promoCode);
  const clear = useCartStore((s) => s.clear);
  const [shippingId, setShippingId] = useState(addresses[0]?.id ?? null);
  const [billingSame, setBillingSame] = useState(true);
  const [billingId, setBillingId] = useState(addresses[0]?.id ?? null);
  const [carrierCode, setCarrierCode] = useState<string | null>(null);
  const [payment, setPayment] = useState<'transfer' | 'card'>('transfer');
  const [acceptCgv, setAcceptCgv] = useState(false);
  const [customPaint, setCustomPaint] = useState(false);
  const [training, setTraining] = useState(false);
  const [adding, setAdding] = useState(addresses.length === 0);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One checkout attempt: a double click or a retry after a network error finds the same order.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [placed, setPlaced] = useState(false);
  const ids = { cgv: useId(), paint: useId(), training: useId(), billing: useId() };

  const shipping = addresses.find((a) => a.id === shippingId) ?? null;
  const country = shipping ? COUNTRY_CODES[shipping.country] : 'FR';
  const { cart, pending } = usePricedCart(hydrated ? items : [], {
    promoCode,
    country,
    carrierCode,
  });
  // The buyer's choice while it is being priced, then the server's (a carrier that no longer
  // fits the cart falls back to the server's first eligible one).
  const selectedCarrier =
    carrierCode && cart?.shipping.options.some((o) => o.carrierCode === carrierCode)
      ? carrierCode
      : (cart?.shipping.selected?.carrierCode ?? null);
  const hasCustomPaint = cart?.lines.some((l) => l.status === 'ok' && l.isCustomPaint) ?? false;
  const hasTwoK = cart?.lines.some((l) => l.status === 'ok' && l.containsDiisocyanates) ?? false;
  const problems = cart?.lines.filter((l) => l.status !== 'ok') ?? [];

  const started = useRef(false);
  useEffect(() => {
    if (!cart || started.current || cart.itemCount === 0) return;
    started.current = true;
    trackCheckoutStarted({ valueCents: cart.totalTtc, itemCount: cart.itemCount });
  }, [cart]);

  // A newly saved address becomes the delivery address.
  const known = useRef(new Set(addresses.map((a) => a.id)));
  useEffect(() => {
    const fresh = addresses.find((a) => !known.current.has(a.id));
    known.current = new Set(addresses.map((a) => a.id));
    if (fresh) {
      setShippingId(fresh.id);
      setAdding(false);
    } else if (!shippingId && addresses[0]) setShippingId(addresses[0].id);
  }, [addresses, shippingId]);

  if (!hydrated) {
    return (
      <div aria-busy="true" className="space-y-3">
        <p className="sr-only" role="status">
          {t('loading')}
        </p>
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  }

  if (items.length === 0 && !placed) {
    return (
      <div className="space-y-3 py-8 text-center">
        <h2 className="text-xl font-semibold">{t('empty.title')}</h2>
        <p className="text-muted-foreground">{t('empty.text')}</p>
        <Button asChild>
          <Link href={CATALOGUE_PATH}>{t('empty.link')}</Link>
        </Button>
      </div>
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!cart || !shippingId || !selectedCarrier || submitting) return;
    setSubmitting(true);
    setError(null);
    const result = await placeOrderAction({
      idempotencyKey,
      lines: linesForPricing(items),
      shippingAddressId: shippingId,
      billingAddressId: billingSame ? null : billingId,
      carrierCode: selectedCarrier,
      promoCode: cart.promotion.status === 'applied' ? cart.promotion.code : null,
      paymentMethod: payment,
      acceptCgv,
      customPaintAcknowledged: customPaint,
      diisocyanateTraining: training,
      expectedTotalCents: cart.totalTtc,
    });
    if (!result.ok) {
      setSubmitting(false);
      setError(result.error);
      toast.error(result.error);
      return;
    }
    setPlaced(true);
    trackOrderPlaced({
      valueCents: cart.totalTtc,
      itemCount: cart.itemCount,
      paymentMethod: result.data.paymentMethod,
    });
    clear();
    router.push(`${orderPath(result.data.orderNumber)}?confirmation=1`);
  }

  const ready =
    cart !== null &&
    !pending &&
    shipping !== null &&
    selectedCarrier !== null &&
    problems.length === 0 &&
    (billingSame || billingId !== null);

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]" data-testid="checkout-form">
      <div className="space-y-6">
        <fieldset className="space-y-3 rounded-lg border p-4">
          <legend className="px-1 text-lg font-semibold">{t('steps.address')}</legend>
          {addresses.length === 0 && <p className="text-muted-foreground">{t('address.none')}</p>}
          <div className="space-y-2">
            {addresses.map((a) => (
              <label key={a.id} className="flex items-start gap-3 rounded-md border p-3 text-sm">
                <input
                  type="radio"
                  name="shipping-address"
                  value={a.id}
                  checked={shippingId === a.id}
                  onChange={() => setShippingId(a.id)}
                  className="mt-1 size-4"
                />
                <span>
                  <span className="font-medium">{a.label}</span>
                  <span className="text-muted-foreground block">{addressText(a)}</span>
                </span>
              </label>
            ))}
          </div>
          {adding ? (
            <AddressForm
              address={null}
              onDone={() => router.refresh()}
              onCancel={() => setAdding(false)}
            />
          ) : (
            <Button type="button" variant="outline" onClick={() => setAdding(true)}>
              {t('address.add')}
            </Button>
          )}
        </fieldset>

        {addresses.length > 0 && (
          <fieldset className="space-y-3 rounded-lg border p-4">
            <legend className="px-1 text-lg font-semibold">{t('steps.billing')}</legend>
            <label htmlFor={ids.billing} className="flex items-center gap-2 text-sm">
              <input
                id={ids.billing}
                type="checkbox"
                checked={billingSame}
                onChange={(e) => setBillingSame(e.target.checked)}
                className="size-4"
              />
              {t('address.sameAsDelivery')}
            </label>
            {!billingSame &&
              addresses.map((a) => (
                <label key={a.id} className="flex items-start gap-3 rounded-md border p-3 text-sm">
                  <input
                    type="radio"
                    name="billing-address"
                    value={a.id}
                    checked={billingId === a.id}
                    onChange={() => setBillingId(a.id)}
                    className="mt-1 size-4"
                  />
                  <span>
                    <span className="font-medium">{a.label}</span>
                    <span className="text-muted-foreground block">{addressText(a)}</span>
                  </span>
                </label>
              ))}
          </fieldset>
        )}

        <fieldset className="space-y-2 rounded-lg border p-4" data-testid="checkout-carriers">
          <legend className="px-1 text-lg font-semibold">{t('steps.carrier')}</legend>
          {!cart ? (
            <Skeleton className="h-16 w-full" />
          ) : cart.shipping.options.length === 0 ? (
            <p role="status" className="text-destructive text-sm">
              {cart.shipping.unavailable}
            </p>
          ) : (
            cart.shipping.options.map((o) => (
              <label
                key={o.carrierCode}
                className="flex items-start justify-between gap-3 rounded-md border p-3 text-sm"
              >
                <span className="flex items-start gap-3">
                  <input
                    type="radio"
                    name="carrier"
                    value={o.carrierCode}
                    checked={selectedCarrier === o.carrierCode}
                    onChange={() => setCarrierCode(o.carrierCode)}
                    className="mt-1 size-4"
                  />
                  <span>
                    <span className="font-medium">{o.carrierName}</span>
                    <span className="text-muted-foreground block">
                      {t('carrier.transit', {
                        min: o.handling.min + o.transit.min,
                        max: o.handling.max + o.transit.max,
                      })}
                    </span>
                    {o.note && <span className="text-muted-foreground block">{o.note}</span>}
                  </span>
                </span>
                <span className="font-medium">
                  {o.priceCents === 0 ? t('carrier.free') : formatCents(o.priceCents)}
                </span>
              </label>
            ))
          )}
          {cart && cart.shipping.excluded.length > 0 && (
            <ul className="text-muted-foreground list-disc pl-5 text-sm">
              {cart.shipping.excluded.map((e) => (
                <li key={e.carrierCode}>{e.reason}</li>
              ))}
            </ul>
          )}
        </fieldset>

        <fieldset className="space-y-2 rounded-lg border p-4">
          <legend className="px-1 text-lg font-semibold">{t('steps.payment')}</legend>
          <PaymentChoice
            value="transfer"
            checked={payment === 'transfer'}
            onChange={setPayment}
            label={t('payment.transfer')}
            hint={t('payment.transferHint', { days: TRANSFER_DUE_DAYS })}
          />
          {cardEnabled && (
            <PaymentChoice
              value="card"
              checked={payment === 'card'}
              onChange={setPayment}
              label={t('payment.card')}
              hint={t('payment.cardHint')}
            />
          )}
        </fieldset>
      </div>

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
            <label htmlFor={ids.paint} className="flex items-start gap-2">
              <input
                id={ids.paint}
                type="checkbox"
                required
                checked={customPaint}
                onChange={(e) => setCustomPaint(e.target.checked)}
                className="mt-0.5 size-4 shrink-0"
              />
              <span>{t('legal.customPaint')}</span>
            </label>
          )}
          {hasTwoK && (
            <div className="space-y-1">
              <p className="font-medium">{t('legal.diisocyanatesNotice')}</p>
              <label htmlFor={ids.training} className="flex items-start gap-2">
                <input
                  id={ids.training}
                  type="checkbox"
                  required
                  checked={training}
                  onChange={(e) => setTraining(e.target.checked)}
                  className="mt-0.5 size-4 shrink-0"
                />
                <span>{t('legal.diisocyanates')}</span>
              </label>
            </div>
          )}
          <label htmlFor={ids.cgv} className="flex items-start gap-2">
            <input
              id={ids.cgv}
              type="checkbox"
              required
              checked={acceptCgv}
              onChange={(e) => setAcceptCgv(e.target.checked)}
              className="mt-0.5 size-4 shrink-0"
            />
            <span>
              {t.rich('legal.cgv', {
                link: (chunks) => (
                  <Link href={CGV_PATH} target="_blank" className="underline underline-offset-4">
                    {chunks}
                  </Link>
                ),
              })}
            </span>
          </label>
          {error && (
            <p role="alert" className="text-destructive">
              {error}
            </p>
          )}
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!ready || submitting}
            aria-busy={submitting}
          >
            {submitting ? t('submitting') : t('submit')}
          </Button>
        </form>
      </div>
    </div>
  );
}

function PaymentChoice({
  value,
  checked,
  onChange,
  label,
  hint,
}: {
  value: 'transfer' | 'card';
  checked: boolean;
  onChange: (value: 'transfer' | 'card') => void;
  label: string;
  hint: string;
}) {
  return (
    <label className="flex items-start gap-3 rounded-md border p-3 text-sm">
      <input
        type="radio"
        name="payment"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="mt-1 size-4"
      />
      <span>
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground block">{hint}</span>
      </span>
    </label>
  );
}
