/** The order e-mails (react-email), in French, from the order as saved. */
import { Link } from '@react-email/link';
import { formatFullDateTime, formatLongDate, formatLongDay } from '@/lib/format';
import { SHOP_INFO } from '@/lib/site/shop-info';
import { getMailT } from '@/lib/mail/i18n';
import { MailShell } from '@/lib/mail/templates/shell';
import { formatCents } from '@/lib/money';
import { formatDispatchDayWithYear } from '@/lib/dispatch/format';
import type { SiteLegal } from '@/lib/site/queries';
import { SHOP_BANK } from '../constants';
import type { OrderView } from '../queries';
import { Addresses, DetailTable, Greeting, LinkButton, OrderSummary, Paragraph } from './parts';

/** « 24 novembre 2026 », « 1er décembre 2026 » (the first of the month is an ordinal in French). */

type Props = { order: OrderView; orderUrl: string };
/** The withdrawal function's address, its order number filled in (L221-21: from the e-mails too). */
type WithdrawalProps = { withdrawalUrl: string };

/** « Se rétracter du contrat ici »: the link every e-mail of a live order carries. */
function WithdrawalNote({ href }: { href: string }) {
  const t = getMailT('orders');
  return (
    <Paragraph>
      {t('common.withdrawalNote')} <Link href={href}>{t('common.withdrawalLink')}</Link>
    </Paragraph>
  );
}

export function OrderConfirmationEmail({
  order,
  orderUrl,
  withdrawalUrl,
  mediator,
  testCard,
}: Props &
  WithdrawalProps & {
    /** The consumer mediator set in /admin/seo (Code de la consommation L612-1, L616-1). */
    mediator?: SiteLegal['mediator'];
    /** How to use the test card, when the order holds one (issue 41 §2). */
    testCard?: React.ReactNode;
  }) {
  const t = getMailT('orders');
  return (
    <MailShell preview={t('confirmation.preview', { number: order.orderNumber })}>
      <Greeting order={order} />
      <Paragraph>
        {t('confirmation.intro', {
          number: order.orderNumber,
          date: formatLongDate(order.createdAt),
        })}
      </Paragraph>
      {order.dispatchOn ? (
        <Paragraph>
          {t('confirmation.dispatch', {
            date: formatDispatchDayWithYear(order.dispatchOn),
            transfer: order.paymentMethod === 'transfer' ? 'oui' : 'non',
          })}
        </Paragraph>
      ) : null}
      <OrderSummary order={order} />
      <Addresses order={order} />
      {order.lines.some((l) => l.isCustomPaint) ? (
        <Paragraph>{t('confirmation.customPaint')}</Paragraph>
      ) : null}
      {testCard}
      <LinkButton href={orderUrl}>{t('common.orderLink')}</LinkButton>
      {mediator ? <Paragraph>{getMailT('legal')('mediator', mediator)}</Paragraph> : null}
      <WithdrawalNote href={withdrawalUrl} />
    </MailShell>
  );
}

export function TransferInstructionsEmail({
  order,
  orderUrl,
  balanceCents,
}: Props & { balanceCents?: number | undefined }) {
  const t = getMailT('orders');
  const total = formatCents(balanceCents ?? order.totalCents);
  const dueDate = order.paymentDueAt ? formatLongDate(order.paymentDueAt) : '—';
  return (
    <MailShell
      preview={
        balanceCents
          ? t('transfer.balancePreview', { total })
          : t('transfer.preview', { total, dueDate })
      }
    >
      <Greeting order={order} />
      <Paragraph>
        {balanceCents
          ? t('transfer.balanceIntro', {
              number: order.orderNumber,
              total,
              orderTotal: formatCents(order.totalCents),
            })
          : t('transfer.intro', { number: order.orderNumber, total, dueDate })}
      </Paragraph>
      <DetailTable
        rows={[
          [t('transfer.holder'), SHOP_BANK.holder],
          [t('transfer.bank'), SHOP_BANK.bank],
          [t('transfer.iban'), SHOP_BANK.iban],
          [t('transfer.bic'), SHOP_BANK.bic],
          [t('transfer.amount'), total],
          [t('transfer.reference'), order.orderNumber],
        ]}
      />
      {balanceCents ? null : <Paragraph>{t('transfer.warning')}</Paragraph>}
      <LinkButton href={orderUrl}>{t('common.orderLink')}</LinkButton>
    </MailShell>
  );
}

export function PaymentReceivedEmail({
  order,
  orderUrl,
  withdrawalUrl,
  invoiceNumber,
}: Props & WithdrawalProps & { invoiceNumber: string | null }) {
  const t = getMailT('orders');
  const total = formatCents(order.totalCents);
  return (
    <MailShell preview={t('paid.preview', { total })}>
      <Greeting order={order} />
      <Paragraph>{t('paid.intro', { number: order.orderNumber, total })}</Paragraph>
      {invoiceNumber ? (
        <Paragraph>{t('paid.invoice', { invoice: invoiceNumber })}</Paragraph>
      ) : null}
      <LinkButton href={orderUrl}>{t('common.orderLink')}</LinkButton>
      <WithdrawalNote href={withdrawalUrl} />
    </MailShell>
  );
}

export function OrderShippedEmail({ order, orderUrl, withdrawalUrl }: Props & WithdrawalProps) {
  const t = getMailT('orders');
  const carrier = order.carrierName ?? t('common.noCarrier');
  return (
    <MailShell preview={t('shipped.preview', { carrier })}>
      <Greeting order={order} />
      <Paragraph>{t('shipped.intro', { number: order.orderNumber, carrier })}</Paragraph>
      {order.trackingNumber ? (
        <Paragraph strong>{t('shipped.tracking', { tracking: order.trackingNumber })}</Paragraph>
      ) : (
        <Paragraph>{t('shipped.noTracking')}</Paragraph>
      )}
      {order.trackingUrl ? (
        <LinkButton href={order.trackingUrl}>{t('shipped.trackingLink')}</LinkButton>
      ) : null}
      <Paragraph>
        <Link href={orderUrl}>{t('common.orderLink')}</Link>
      </Paragraph>
      <WithdrawalNote href={withdrawalUrl} />
    </MailShell>
  );
}

export function OrderCancelledEmail({
  order,
  orderUrl,
  reason,
  creditNote,
  refundDueCents,
}: Props & {
  reason: 'expired' | 'customer' | 'shop' | 'refunded';
  creditNote: { number: string; invoiceNumber: string } | null;
  /** A paid order cancelled: the amount the shop will give back (the refund e-mail confirms it). */
  refundDueCents?: number | null;
}) {
  const t = getMailT('orders');
  return (
    <MailShell preview={t('cancelled.preview', { number: order.orderNumber })}>
      <Greeting order={order} />
      <Paragraph>{t('cancelled.intro', { number: order.orderNumber })}</Paragraph>
      <Paragraph>{t(`cancelled.${reason}`)}</Paragraph>
      {refundDueCents ? (
        <Paragraph>{t('cancelled.refundDue', { amount: formatCents(refundDueCents) })}</Paragraph>
      ) : null}
      {creditNote ? (
        <Paragraph>
          {t('cancelled.creditNote', {
            creditNote: creditNote.number,
            invoice: creditNote.invoiceNumber,
          })}
        </Paragraph>
      ) : null}
      <LinkButton href={orderUrl}>{t('common.orderLink')}</LinkButton>
    </MailShell>
  );
}

/** A refund made (card through Stripe, transfer recorded by the shop), with its credit note. */
export function OrderRefundedEmail({
  order,
  orderUrl,
  refund,
}: Props & {
  refund: {
    amountCents: number;
    refundedOn: string;
    method: 'card' | 'transfer' | 'paypal';
    reference: string | null;
    full: boolean;
    creditNote: { number: string; invoiceNumber: string } | null;
  };
}) {
  const t = getMailT('orders');
  const amount = formatCents(refund.amountCents);
  return (
    <MailShell preview={t('refund.preview', { amount })}>
      <Greeting order={order} />
      <Paragraph>
        {t('refund.intro', {
          amount,
          number: order.orderNumber,
          date: formatLongDate(new Date(`${refund.refundedOn}T12:00:00Z`)),
        })}
      </Paragraph>
      <Paragraph>
        {refund.method === 'card'
          ? t('refund.card')
          : t('refund.transfer', { reference: refund.reference ?? '—' })}
      </Paragraph>
      <Paragraph>{t(refund.full ? 'refund.full' : 'refund.partial')}</Paragraph>
      {refund.creditNote ? (
        <Paragraph>
          {t('refund.creditNote', {
            creditNote: refund.creditNote.number,
            invoice: refund.creditNote.invoiceNumber,
          })}
        </Paragraph>
      ) : null}
      <LinkButton href={orderUrl}>{t('common.orderLink')}</LinkButton>
    </MailShell>
  );
}

/**
 * The automatic acknowledgement of a withdrawal (L221-21): its content (the lines and quantities
 * taken back), its date and time in Paris, where and by when to return, and the refund's deadline.
 */
export function WithdrawalReceivedEmail({
  order,
  orderUrl,
  withdrawal,
}: Props & {
  withdrawal: {
    name: string;
    withdrawnAt: string;
    lines: Array<{ name: string; details: string | null; quantity: number }>;
    returnBy: string;
    refundBy: string;
  };
}) {
  const t = getMailT('orders');
  const date = formatFullDateTime(new Date(withdrawal.withdrawnAt));
  const { address } = SHOP_INFO;
  return (
    <MailShell preview={t('withdrawal.preview', { date })}>
      <Greeting order={order} />
      <Paragraph>
        {t('withdrawal.intro', { date, number: order.orderNumber, name: withdrawal.name })}
      </Paragraph>
      <DetailTable
        rows={withdrawal.lines.map((line) => [
          line.details ? `${line.name} (${line.details})` : line.name,
          t('common.quantity', { quantity: line.quantity }),
        ])}
      />
      <Paragraph>
        {t('withdrawal.return', {
          date: formatLongDay(withdrawal.returnBy),
          address: `${SHOP_INFO.legalName}, ${address.street}, ${address.postalCode} ${address.city}`,
        })}
      </Paragraph>
      <Paragraph>{t('withdrawal.refund', { date: formatLongDay(withdrawal.refundBy) })}</Paragraph>
      <LinkButton href={orderUrl}>{t('common.orderLink')}</LinkButton>
    </MailShell>
  );
}
