import Link from 'next/link';
import { CardPayment } from '@/components/checkout/card-payment';
import { Button } from '@/components/ui/button';
import { paintTypeLabel } from '@/lib/colours/paint-types';
import { formatDispatchDayWithYear } from '@/lib/dispatch/format';
import { formatLongDate, formatLongDay } from '@/lib/format';
import { getT } from '@/lib/i18n/server';
import { formatCents } from '@/lib/money';
import { SHOP_BANK } from '@/lib/orders/constants';
import { formatSigned } from '@/lib/pricing/amounts';
import { lineAmount, orderSummary } from '@/lib/pricing/breakdown';
import type { OrderAddress, OrderView } from '@/lib/orders/queries';
import { CATALOGUE_PATH, ORDERS_PATH, invoicePath, withdrawalPath } from '@/lib/urls';
import { withdrawalWindow } from '@/lib/withdrawals/period';
import { OrderStatus } from '../order-status';
import { ShadeNote } from '@/components/orders/shade-note';

/** A postal address as printed on the order pages (the customer's and the admin's). */
export function Address({ address }: { address: OrderAddress }) {
  return (
    <address className="text-sm not-italic">
      {address.firstName} {address.lastName}
      {address.company && <br />}
      {address.company}
      <br />
      {address.addressLine1}
      {address.addressLine2 && <br />}
      {address.addressLine2}
      <br />
      {address.postalCode} {address.city}
      <br />
      {address.country}
    </address>
  );
}

/** One order as its owner reads it; `null` shows the neutral « not found » view. */
export function OrderTemplate({
  order,
  confirmation,
  mediator = null,
  guarantee = null,
}: {
  order: OrderView | null;
  confirmation: boolean;
  /** The colour-match guarantee's claims and form (components/guarantee/order-claims.tsx). */
  guarantee?: React.ReactNode;
  /** The consumer mediator set in /admin/seo, named on the confirmation (L616-1). */
  mediator?: { name: string; url: string } | null;
}) {
  const t = getT('orders');
  const tc = getT('checkout');
  if (!order) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10 text-center sm:px-6">
        <h1 className="text-2xl font-semibold">{t('detail.notFound')}</h1>
        <p className="text-muted-foreground mt-2">{t('detail.notFoundText')}</p>
        <Link href={ORDERS_PATH} className="mt-4 inline-block underline underline-offset-4">
          {t('detail.back')}
        </Link>
      </div>
    );
  }
  const awaitingTransfer =
    order.paymentMethod === 'transfer' &&
    order.paymentState === 'pending' &&
    order.status === 'pending';
  const awaitingCard =
    order.paymentMethod === 'card' && order.paymentState !== 'paid' && order.status === 'pending';
  const muted = 'text-muted-foreground';
  const pro = order.professional;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-6 sm:px-6 lg:py-8">
      <Link href={ORDERS_PATH} className="text-sm underline underline-offset-4">
        {t('detail.back')}
      </Link>
      {confirmation && (
        <section
          role="status"
          className="rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950"
          data-testid="order-confirmation"
        >
          <p className="text-lg font-semibold">{tc('placed.title')}</p>
          <p>{tc('placed.emailSent')}</p>
          {mediator && (
            <p className="mt-2 text-sm" data-testid="order-mediator">
              {getT('legal')('mediator')}
              <a href={mediator.url} className="underline underline-offset-4">
                {mediator.name}
              </a>
            </p>
          )}
        </section>
      )}
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold">
          {t('detail.title', { number: order.orderNumber })}
        </h1>
        <OrderStatus order={order} />
        <p className={`${muted} w-full text-sm`}>
          {t('detail.placedOn', { date: formatLongDate(order.createdAt) })}
        </p>
      </header>

      {(awaitingTransfer || order.balanceDueCents > 0) && (
        <section
          aria-labelledby="transfer-heading"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
          data-testid="transfer-instructions"
        >
          <h2 id="transfer-heading" className="text-lg font-semibold">
            {awaitingTransfer
              ? tc('placed.transferTitle')
              : t('balanceDue.title', { amount: formatCents(order.balanceDueCents) })}
          </h2>
          <p className="mt-1">
            {awaitingTransfer
              ? tc('placed.transferText', {
                  total: formatCents(order.totalCents),
                  dueDate: order.paymentDueAt ? formatLongDate(order.paymentDueAt) : '—',
                  number: order.orderNumber,
                })
              : t('balanceDue.text', {
                  amount: formatCents(order.balanceDueCents),
                  total: formatCents(order.totalCents),
                })}
          </p>
          <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium">{tc('placed.holder')}</dt>
            <dd>{SHOP_BANK.holder}</dd>
            <dt className="font-medium">{tc('placed.bank')}</dt>
            <dd>{SHOP_BANK.bank}</dd>
            <dt className="font-medium">{tc('placed.iban')}</dt>
            <dd data-testid="bank-iban">{SHOP_BANK.iban}</dd>
            <dt className="font-medium">{tc('placed.bic')}</dt>
            <dd>{SHOP_BANK.bic}</dd>
            <dt className="font-medium">{tc('placed.reference')}</dt>
            <dd data-testid="bank-reference">{order.orderNumber}</dd>
          </dl>
        </section>
      )}

      {awaitingCard && (
        <section aria-label={tc('placed.cardTitle')} data-testid="card-payment">
          <CardPayment orderNumber={order.orderNumber} />
        </section>
      )}

      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="lines-heading" className="rounded-lg border p-4">
          <h2 id="lines-heading" className="mb-2 text-lg font-semibold">
            {t('detail.lines')}
          </h2>
          <ul className="divide-y">
            {order.lines.map((line) => (
              <li key={line.id} className="flex gap-3 py-3 text-sm" data-testid="order-line">
                {line.colour?.cssPreview && (
                  <span
                    aria-hidden
                    className="mt-0.5 size-10 shrink-0 rounded-md border"
                    style={{ background: line.colour.cssPreview }}
                    data-testid="order-line-swatch"
                  />
                )}
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{line.name}</p>
                  {line.details && <p className={muted}>{line.details}</p>}
                  {line.colour && (
                    <p className={muted}>
                      {t('detail.colour', { code: line.colour.code, name: line.colour.name })}
                      {line.colour.paintType && paintTypeLabel(line.colour.paintType) && (
                        <>
                          {' · '}
                          {t('detail.paintType', {
                            type: paintTypeLabel(line.colour.paintType)!,
                          })}
                        </>
                      )}
                    </p>
                  )}
                  <ShadeNote colour={line.colour} className={muted} />
                  {line.referenceCode && !line.colour && (
                    <p className={muted}>{t('detail.reference', { code: line.referenceCode })}</p>
                  )}
                </div>
                <div className="shrink-0 text-right">
                  <p>
                    {line.quantity} × {lineAmount(pro, pro ? line.unitHt : line.unitTtc)}
                  </p>
                  <p className="font-medium">
                    {lineAmount(pro, pro ? line.totalHt : line.totalTtc)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <dl className="mt-3 space-y-1 border-t pt-3 text-sm">
            {orderSummary(order).map((row) => (
              <div
                key={row.key}
                className={`flex justify-between ${row.tone === 'strong' ? 'border-t pt-2 text-base font-bold' : row.tone === 'muted' ? muted : ''}`}
              >
                <dt>{row.label}</dt>
                <dd data-testid={`order-${row.key}`}>
                  {row.cents === null ? '—' : formatSigned(row.cents)}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <aside className="space-y-4">
          <section aria-labelledby="delivery-heading" className="rounded-lg border p-4">
            <h2 id="delivery-heading" className="mb-2 font-semibold">
              {t('detail.delivery')}
            </h2>
            <Address address={order.shippingAddress} />
            <p className="mt-2 text-sm">
              {t('detail.carrier')} : {order.carrierName ?? '—'}
            </p>
            {order.dispatchOn && !order.shippedAt && !order.cancelledAt && (
              <p className="text-sm" data-testid="order-dispatch">
                {getT('dispatch')('planned', {
                  date: formatDispatchDayWithYear(order.dispatchOn),
                })}
              </p>
            )}
            {order.trackingNumber && (
              <p className="text-sm">
                {t('detail.tracking')} :{' '}
                {order.trackingUrl ? (
                  <a
                    href={order.trackingUrl}
                    className="underline underline-offset-4"
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {t('detail.trackingLink', { number: order.trackingNumber })}
                  </a>
                ) : (
                  order.trackingNumber
                )}
              </p>
            )}
          </section>
          <section aria-labelledby="billing-heading" className="rounded-lg border p-4">
            <h2 id="billing-heading" className="mb-2 font-semibold">
              {t('detail.billing')}
            </h2>
            <Address address={order.billingAddress ?? order.shippingAddress} />
          </section>
          <section aria-labelledby="payment-heading" className="rounded-lg border p-4 text-sm">
            <h2 id="payment-heading" className="mb-2 font-semibold">
              {t('detail.payment')}
            </h2>
            <p>{t(`detail.methods.${order.paymentMethod}`)}</p>
            {order.paidAt && <p>{t('detail.paidOn', { date: formatLongDate(order.paidAt) })}</p>}
            {order.diisocyanateTrainingConfirmedAt && (
              <p className={muted}>
                {t('detail.diisocyanates', {
                  date: formatLongDate(order.diisocyanateTrainingConfirmedAt),
                })}
              </p>
            )}
            {order.invoice ? (
              <Button asChild variant="outline" size="sm" className="mt-3">
                <a href={invoicePath(order.invoice.id)} download>
                  {t('downloadInvoice', { number: order.invoice.number })}
                </a>
              </Button>
            ) : (
              <p className={`${muted} mt-2`}>
                {t('invoice')} : {t('noInvoice')}
              </p>
            )}
          </section>
        </aside>
      </div>
      {guarantee}
      <WithdrawalLink order={order} />
      {confirmation && (
        <Link href={CATALOGUE_PATH} className="inline-block underline underline-offset-4">
          {tc('placed.continue')}
        </Link>
      )}
    </div>
  );
}

/** « Se rétracter du contrat ici » while the order can be withdrawn from (L221-21). */
function WithdrawalLink({ order }: { order: OrderView }) {
  const t = getT('orders');
  const period = withdrawalWindow(order, new Date());
  if (!period.open) return null;
  return (
    <p className="text-sm" data-testid="order-withdrawal">
      <Link
        href={withdrawalPath(order.orderNumber)}
        className="font-medium underline underline-offset-4"
      >
        {t('detail.withdrawal')}
      </Link>{' '}
      <span className="text-muted-foreground">
        {period.lastDay
          ? t('detail.withdrawalUntil', { date: formatLongDay(period.lastDay) })
          : t('detail.withdrawalBeforeDelivery')}
      </span>
    </p>
  );
}
