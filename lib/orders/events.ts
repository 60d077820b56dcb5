import 'server-only';
import { env } from '@/lib/env';
import type { DbHandle } from '@/lib/db/handle';
import { getMailT } from '@/lib/mail/i18n';
import { queueEmail } from '@/lib/mail/outbox';
import { formatCents } from '@/lib/money';
import { absoluteUrl, orderPath } from '@/lib/urls';
import { SHOP_BANK } from './constants';
import { loadOrder, type OrderAddress, type OrderView } from './queries';

/**
 * What follows each step of an order, written in the transaction of the step itself so an
 * e-mail exists exactly when the change it announces was saved (the job worker delivers it).
 */

const dateFr = (d: Date) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(d);

function customerName(order: OrderView): string {
  const a = order.billingAddress ?? order.shippingAddress;
  return [a.firstName, a.lastName].filter(Boolean).join(' ');
}

export function addressLines(a: OrderAddress): string {
  return [
    [a.firstName, a.lastName].filter(Boolean).join(' '),
    a.company,
    a.addressLine1,
    a.addressLine2,
    `${a.postalCode} ${a.city}`,
    a.country,
  ]
    .filter(Boolean)
    .join('\n');
}

function orderUrl(order: OrderView): string {
  return absoluteUrl(env.SITE_URL, orderPath(order.orderNumber));
}

export async function afterOrderPlaced(db: DbHandle, orderId: string): Promise<void> {
  const order = await loadOrder(db, orderId);
  if (!order) return;
  const t = getMailT('orders');
  const name = customerName(order);
  await queueEmail(db, {
    to: order.email,
    subject: t('confirmation.subject', { number: order.orderNumber }),
    text: t('confirmation.text', {
      name,
      number: order.orderNumber,
      date: dateFr(order.createdAt),
      lines: order.lines
        .map(
          (l) =>
            `${l.quantity} × ${l.name}${l.details ? ` (${l.details})` : ''} : ${formatCents(l.totalTtc)}`,
        )
        .join('\n'),
      subtotal: formatCents(order.subtotalCents),
      discount: formatCents(-order.discountCents),
      carrier: order.carrierName ?? '—',
      shipping: formatCents(order.shippingCents),
      total: formatCents(order.totalCents),
      tax: formatCents(order.taxCents),
      address: addressLines(order.shippingAddress),
      orderUrl: orderUrl(order),
    }),
    template: 'order-confirmation',
  });
  if (order.paymentMethod === 'transfer') {
    await queueEmail(db, {
      to: order.email,
      subject: t('transfer.subject', { number: order.orderNumber }),
      text: t('transfer.text', {
        name,
        number: order.orderNumber,
        total: formatCents(order.totalCents),
        dueDate: order.paymentDueAt ? dateFr(order.paymentDueAt) : '—',
        holder: SHOP_BANK.holder,
        bank: SHOP_BANK.bank,
        iban: SHOP_BANK.iban,
        bic: SHOP_BANK.bic,
        orderUrl: orderUrl(order),
      }),
      template: 'order-transfer-instructions',
    });
  }
}

export async function afterOrderPaid(db: DbHandle, orderId: string): Promise<void> {
  const order = await loadOrder(db, orderId);
  if (!order) return;
  const t = getMailT('orders');
  await queueEmail(db, {
    to: order.email,
    subject: t('paid.subject', { number: order.orderNumber }),
    text: t('paid.text', {
      name: customerName(order),
      number: order.orderNumber,
      total: formatCents(order.totalCents),
      orderUrl: orderUrl(order),
    }),
    template: 'order-paid',
  });
}

export async function afterOrderShipped(db: DbHandle, orderId: string): Promise<void> {
  const order = await loadOrder(db, orderId);
  if (!order) return;
  const t = getMailT('orders');
  await queueEmail(db, {
    to: order.email,
    subject: t('shipped.subject', { number: order.orderNumber }),
    text: t('shipped.text', {
      name: customerName(order),
      number: order.orderNumber,
      carrier: order.carrierName ?? '—',
      tracking: order.trackingNumber ?? '—',
      trackingUrl: order.trackingUrl ?? orderUrl(order),
    }),
    template: 'order-shipped',
  });
}

export async function afterOrderCancelled(
  db: DbHandle,
  orderId: string,
  reason: 'expired' | 'customer' | 'shop',
): Promise<void> {
  const order = await loadOrder(db, orderId);
  if (!order) return;
  const t = getMailT('orders');
  await queueEmail(db, {
    to: order.email,
    subject: t('cancelled.subject', { number: order.orderNumber }),
    text: t('cancelled.text', {
      name: customerName(order),
      number: order.orderNumber,
      reason: t(`cancelled.${reason}`),
    }),
    template: 'order-cancelled',
  });
}
