import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { OrderActions, OrderNoteForm } from '@/components/admin/orders/order-actions';
import { adminDate, StatusBadge } from '@/components/admin/orders/labels';
import { Address } from '@/components/orders/templates/order-template';
import type { AdminOrderDetail, carrierOptions } from '@/lib/admin/orders/queries';
import { allowedTransitions, isEditableOrder } from '@/lib/admin/orders/workflow';
import { getAdminT } from '@/lib/i18n/admin';
import { formatCents } from '@/lib/money';
import { invoicePath } from '@/lib/urls';
import { BalanceReceivedButton } from '../balance-received';
import { adminOrderEditPath, adminOrderPreparationPath } from '@/lib/admin/urls';
import { auditActionLabel } from '@/lib/admin/audit-labels';
import { ResendButtons } from '@/components/admin/orders/refund-dialog';
import type { RefundPanel } from '@/lib/admin/orders/refund-view';
import { formatDispatchDayWithYear } from '@/lib/dispatch/format';
import { formatDate, parisDay } from '@/lib/format';
import { ShadeNote } from '@/components/orders/shade-note';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-2 rounded-lg border p-4" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The page `/admin/orders/<id>`: one order for the shop — lines with their colour swatches, addresses,
 * payment and its events, shipment, e-mails sent, internal note, the audit history, and the
 * workflow's changes allowed from its status.
 */
export function AdminOrderTemplate({
  detail,
  carriers,
  refunds,
  withdrawals,
}: {
  detail: AdminOrderDetail;
  carriers: Awaited<ReturnType<typeof carrierOptions>>;
  refunds: RefundPanel;
  /** The order's « Rétractations », with their deadlines and refunds. */
  withdrawals?: React.ReactNode;
}) {
  const { order } = detail;
  const t = getAdminT();
  const allowed = allowedTransitions(order);
  const muted = 'text-muted-foreground text-sm';
  const customerName = [order.customer.firstName, order.customer.lastName]
    .filter(Boolean)
    .join(' ');
  const title = t('orders.detail.title', { number: order.orderNumber });
  return (
    <AdminPage
      screen="orders"
      title={title}
      trail={[{ label: order.orderNumber }]}
      actions={
        <>
          {isEditableOrder(order) && order.userId && (
            <Link
              href={adminOrderEditPath(order.id)}
              className="text-primary text-sm underline underline-offset-4"
            >
              {t('orderEdit.editLink')}
            </Link>
          )}
          <Link
            href={adminOrderPreparationPath(order.id)}
            className="text-primary text-sm underline underline-offset-4"
          >
            {t('orders.detail.print')}
          </Link>
        </>
      }
    >
      <div className="flex flex-wrap items-center gap-3">
        <StatusBadge status={order.status} />
        <span className={muted}>
          {t('orders.detail.placedOn', { date: adminDate(order.createdAt) })}
        </span>
      </div>
      <Section title={t('orders.detail.actions')}>
        {allowed.length > 0 ? (
          <OrderActions
            orderId={order.id}
            allowed={allowed}
            total={formatCents(order.totalCents)}
            paid={order.paymentState === 'paid'}
            carriers={carriers}
            carrierCode={detail.carrierCode}
            refund={{
              method: order.paymentMethod,
              cancelled: order.status === 'cancelled',
              balanceCents: order.totalCents - order.balanceDueCents - refunds.refundedCents,
              invoice: refunds.invoice,
              prior: refunds.prior,
              today: parisDay(new Date()),
            }}
          />
        ) : (
          <p className={muted}>
            {t('orders.detail.noActions', { status: t(`orders.statuses.${order.status}`) })}
          </p>
        )}
        <h3 className="mt-2 font-medium">{t('orders.resend.title')}</h3>
        <ResendButtons orderId={order.id} invoiced={Boolean(order.invoice)} />
      </Section>
      <div className="grid gap-4 lg:grid-cols-3">
        <Section title={t('orders.detail.customer')}>
          <p className="text-sm">
            {customerName}
            {order.customer.company && <span className="block">{order.customer.company}</span>}
            <a href={`mailto:${order.email}`} className="text-primary block underline">
              {order.email}
            </a>
            {order.professional && (
              <span className="block">
                {t('orders.detail.professional')}
                {order.customer.siret && ` · SIRET ${order.customer.siret}`}
              </span>
            )}
          </p>
        </Section>
        <Section title={t('orders.detail.shippingAddress')}>
          <Address address={order.shippingAddress} />
          {order.shippingAddress.phone && <p className="text-sm">{order.shippingAddress.phone}</p>}
        </Section>
        <Section title={t('orders.detail.billingAddress')}>
          {order.billingAddress ? (
            <Address address={order.billingAddress} />
          ) : (
            <p className={muted}>{t('orders.detail.sameAsShipping')}</p>
          )}
        </Section>
      </div>
      <Section title={t('orders.detail.lines')}>
        <AdminTable
          caption={t('orders.detail.lines')}
          rows={order.lines}
          rowKey={(line) => line.id}
          rowProps={() => ({ 'data-testid': 'admin-order-line' })}
          columns={[
            {
              key: 'line',
              header: t('orders.detail.line'),
              cell: (line) => (
                <div className="flex items-center gap-3">
                  {line.colour?.cssPreview && (
                    <span
                      aria-hidden
                      className="size-8 shrink-0 rounded border"
                      style={{ background: line.colour.cssPreview }}
                      data-testid="admin-order-swatch"
                    />
                  )}
                  <div>
                    <p className="font-medium">{line.name}</p>
                    {line.details && <p className={muted}>{line.details}</p>}
                    {line.colour && (
                      <p className={muted}>
                        {t('orders.detail.colour', {
                          code: line.colour.code,
                          name: line.colour.name,
                        })}
                      </p>
                    )}
                    <ShadeNote colour={line.colour} className={muted} />
                  </div>
                </div>
              ),
            },
            {
              key: 'reference',
              header: t('orders.detail.reference'),
              cell: (line) => line.referenceCode ?? '—',
            },
            {
              key: 'quantity',
              header: t('orders.detail.quantity'),
              numeric: true,
              cell: (line) => line.quantity,
            },
            {
              key: 'unit',
              header: t('orders.detail.unitPrice'),
              numeric: true,
              cell: (line) => formatCents(line.unitTtc),
            },
            {
              key: 'total',
              header: t('orders.detail.lineTotal'),
              numeric: true,
              cell: (line) => formatCents(line.totalTtc),
            },
          ]}
        />
        <dl className="ml-auto grid w-full max-w-xs grid-cols-2 gap-1 text-sm">
          <dt>{t('orders.detail.subtotal')}</dt>
          <dd className="text-right">{formatCents(order.subtotalCents)}</dd>
          {order.discountCents > 0 && (
            <>
              <dt>
                {t('orders.detail.discount')}
                {order.promotionCode && ` (${order.promotionCode})`}
              </dt>
              <dd className="text-right">−{formatCents(order.discountCents)}</dd>
            </>
          )}
          <dt>{t('orders.detail.shipping')}</dt>
          <dd className="text-right">{formatCents(order.shippingCents)}</dd>
          <dt className="font-semibold">{t('orders.detail.total')}</dt>
          <dd className="text-right font-semibold">{formatCents(order.totalCents)}</dd>
          <dt className={muted}>{t('orders.detail.tax')}</dt>
          <dd className={`text-right ${muted}`}>{formatCents(order.taxCents)}</dd>
        </dl>
      </Section>
      {withdrawals}
      <div className="grid gap-4 lg:grid-cols-2">
        <Section title={t('orders.detail.payment')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt>{t('orders.detail.method')}</dt>
            <dd>{t(`orders.methods.${order.paymentMethod}`)}</dd>
            <dt>{t('orders.detail.paymentState')}</dt>
            <dd data-testid="admin-payment-state">
              {order.balanceDueCents > 0
                ? t('orderEdit.balance.state', { amount: formatCents(order.balanceDueCents) })
                : t(`orders.paymentStates.${order.paymentState}`)}
              {order.paidAt && ` · ${t('orders.detail.paidAt', { date: adminDate(order.paidAt) })}`}
            </dd>
            {detail.paymentReview && (
              <>
                <dt className="font-semibold text-amber-950">{t('orders.paymentReview.label')}</dt>
                <dd className="text-amber-950" data-testid="admin-payment-review">
                  {t(`orders.paymentReview.reasons.${detail.paymentReview.reason}`)}{' '}
                  {t('orders.paymentReview.since', { date: adminDate(detail.paymentReview.at) })}
                </dd>
              </>
            )}
            {order.paymentReference && (
              <>
                <dt>{t('orders.detail.paymentReference')}</dt>
                <dd className="break-all">{order.paymentReference}</dd>
              </>
            )}
          </dl>
          {order.balanceDueCents > 0 && <BalanceReceivedButton orderId={order.id} />}
          {order.invoice ? (
            <a
              href={invoicePath(order.invoice.id)}
              className="text-primary text-sm underline"
              data-testid="admin-invoice"
            >
              {t('orders.detail.invoice', { number: order.invoice.number })}
            </a>
          ) : (
            <p className={muted}>{t('orders.detail.noInvoice')}</p>
          )}
          {detail.documents.length > 0 && (
            <ul className="text-sm" data-testid="admin-order-documents">
              {detail.documents.map((document) => (
                <li key={document.id}>
                  <a href={invoicePath(document.id)} className="text-primary underline">
                    {t(
                      document.kind === 'credit_note'
                        ? 'orderEdit.documents.creditNote'
                        : 'orderEdit.documents.replacedInvoice',
                      { number: document.number },
                    )}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <h3 className="mt-2 font-medium">{t('orders.refundForm.refunds')}</h3>
          {refunds.refunds.length > 0 ? (
            <ul className="text-sm" data-testid="admin-order-refunds">
              {refunds.refunds.map((refund) => (
                <li key={refund.id}>
                  {t('orders.refundForm.refundLine', {
                    amount: formatCents(refund.amountCents),
                    date: formatDate(new Date(`${refund.refundedOn}T12:00:00Z`)),
                    method: t(`orders.methods.${refund.method}`),
                  })}
                  {refund.reference &&
                    ` · ${t('orders.refundForm.refundReference', { reference: refund.reference })}`}
                  {refund.creditNote && (
                    <>
                      {' · '}
                      <a
                        href={invoicePath(refund.creditNote.id)}
                        className="text-primary underline"
                      >
                        {t('orders.refundForm.creditNote', { number: refund.creditNote.number })}
                      </a>
                    </>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className={muted}>{t('orders.refundForm.noRefunds')}</p>
          )}
          <h3 className="mt-2 font-medium">{t('orders.detail.paymentEvents')}</h3>
          {detail.paymentEvents.length > 0 ? (
            <ul className="text-sm">
              {detail.paymentEvents.map((event) => (
                <li key={event.id}>
                  {adminDate(event.receivedAt)} · {event.type} ·{' '}
                  <span className="break-all">{event.id}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={muted}>{t('orders.detail.noPaymentEvents')}</p>
          )}
        </Section>
        <Section title={t('orders.detail.shipment')}>
          {order.trackingNumber ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt>{t('orders.detail.carrier')}</dt>
              <dd>{order.carrierName}</dd>
              <dt>{t('orders.detail.tracking')}</dt>
              <dd data-testid="admin-tracking">
                {order.trackingUrl ? (
                  <a
                    href={order.trackingUrl}
                    className="text-primary underline"
                    target="_blank"
                    rel="noreferrer"
                  >
                    {t('orders.detail.trackingLink', { number: order.trackingNumber })}
                  </a>
                ) : (
                  order.trackingNumber
                )}
              </dd>
            </dl>
          ) : (
            <p className={muted}>
              {order.carrierName && `${order.carrierName} · `}
              {t('orders.detail.notShipped')}
            </p>
          )}
          {!order.shippedAt && !order.cancelledAt && order.dispatchOn && (
            <p className="text-sm" data-testid="admin-dispatch">
              {t('commerce.dispatch.planned', {
                date: formatDispatchDayWithYear(order.dispatchOn),
              })}
            </p>
          )}
        </Section>
      </div>
      <Section title={t('orders.detail.emails')}>
        {detail.emails.length > 0 ? (
          <ul className="grid gap-1 text-sm" data-testid="admin-order-emails">
            {detail.emails.map((mail) => (
              <li key={mail.id}>
                {adminDate(mail.at)} · {mail.subject} ·{' '}
                <span className="text-muted-foreground">
                  {t(
                    `orders.detail.emailStatuses.${mail.status}` as 'orders.detail.emailStatuses.sent',
                  )}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={muted}>{t('orders.detail.noEmails')}</p>
        )}
      </Section>
      <Section title={t('orders.detail.notes')}>
        <OrderNoteForm orderId={order.id} notes={detail.notes ?? ''} />
      </Section>
      <Section title={t('orders.detail.history')}>
        {detail.history.length > 0 ? (
          <ul className="grid gap-1 text-sm">
            {detail.history.map((entry) => (
              <li key={entry.id}>
                {adminDate(entry.createdAt)} · {auditActionLabel(entry.action)} ·{' '}
                {t('orders.detail.by', { email: entry.actorEmail })}
              </li>
            ))}
          </ul>
        ) : (
          <p className={muted}>{t('orders.detail.noHistory')}</p>
        )}
      </Section>
    </AdminPage>
  );
}
