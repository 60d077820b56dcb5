import 'server-only';
import { render, toPlainText } from '@react-email/render';
import { contactNotification } from '@/lib/contact/store';
import { env } from '@/lib/env';
import { formatFullDateTime } from '@/lib/format';
import { getT } from '@/lib/i18n/server';
import { textToHtml } from '@/lib/mail/html';
import { renderReminder } from '@/lib/admin/lost-orders/reminder-email';
import { getMailT } from '@/lib/mail/i18n';
import { formatCents } from '@/lib/money';
import { orderEmailElement, type OrderEmailRef } from '@/lib/orders/emails/render';
import { afterWithdrawalDeadlines } from '@/lib/withdrawals/period';
import type { OrderView } from '@/lib/orders/queries';
import { dispatchDay } from '@/lib/dispatch/date';
import { DEFAULT_DISPATCH, dispatchRules } from '@/lib/dispatch/rules';
import {
  absoluteUrl,
  CART_PATH,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  newsletterLinkPath,
} from '@/lib/urls';

/**
 * Every e-mail the shop sends, rendered with sample data for the admin's previews
 * (`/admin/emails/modeles`): the order e-mails through their own react-email templates, the
 * others through the very functions and texts that write them. Nothing is sent or saved.
 */
export const PREVIEW_TEMPLATES = [
  'order-confirmation',
  'order-transfer-instructions',
  'order-paid',
  'order-shipped',
  'order-cancelled',
  'order-refunded',
  'order-withdrawal',
  'order-guarantee-received',
  'order-guarantee-decided',
  'password-reset',
  'contact-notification',
  'newsletter-confirm',
  'admin-test',
  'lost-order-reminder',
] as const;
export type PreviewTemplate = (typeof PREVIEW_TEMPLATES)[number];

export function isPreviewTemplate(value: string): value is PreviewTemplate {
  return (PREVIEW_TEMPLATES as readonly string[]).includes(value);
}

export type Preview = { subject: string; to: string; html: string; text: string };

const SAMPLE_EMAIL = 'client.exemple@example.fr';
const address = {
  firstName: 'Camille',
  lastName: 'Martin',
  company: 'Carrosserie Martin',
  addressLine1: '12 rue des Peintres',
  addressLine2: null,
  postalCode: '69003',
  city: 'Lyon',
  country: 'FR',
  phone: '06 12 34 56 78',
};

/** A sample order: a custom paint line (Renault QNG) and a catalogue line, by bank transfer. */
export function sampleOrder(now: Date = new Date()): OrderView {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    orderNumber: `NU-${now.getFullYear()}-000123`,
    userId: null,
    email: SAMPLE_EMAIL,
    status: 'pending',
    paymentMethod: 'transfer',
    paymentState: 'pending',
    paymentReference: null,
    professional: false,
    customer: { firstName: 'Camille', lastName: 'Martin', company: 'Carrosserie Martin' },
    subtotalCents: 6480,
    discountCents: 0,
    shippingCents: 690,
    taxCents: 1195,
    totalHtCents: 5975,
    totalCents: 7170,
    balanceDueCents: 0,
    promotionCode: null,
    shippingAddress: address,
    billingAddress: null,
    carrierName: 'Colissimo',
    trackingNumber: '6A12345678901',
    trackingUrl: 'https://www.laposte.fr/outils/suivre-vos-envois?code=6A12345678901',
    paymentDueAt: new Date(now.getTime() + 7 * 24 * 3600_000),
    paidAt: null,
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    createdAt: now,
    diisocyanateTrainingConfirmedAt: null,
    dispatchOn: dispatchDay(now, dispatchRules(DEFAULT_DISPATCH, true)),
    invoice: null,
    lines: [
      {
        id: 'l1',
        name: 'Peinture carrosserie en bombe 400 ml',
        details: 'Renault QNG — Gris Platine, base hydro',
        referenceCode: null,
        quantity: 2,
        unitHt: 1750,
        unitTtc: 2100,
        totalHt: 3500,
        totalTtc: 4200,
        vatRateBp: 2000,
        isCustomPaint: true,
        colour: {
          code: 'QNG',
          name: 'Gris Platine',
          cssPreview: '#a7a9ac',
          manufacturer: 'Renault',
        },
      },
      {
        id: 'l2',
        name: 'Vernis 2K haute brillance 1 L',
        details: null,
        referenceCode: 'VER-2K-1L',
        quantity: 1,
        unitHt: 1900,
        unitTtc: 2280,
        totalHt: 1900,
        totalTtc: 2280,
        vatRateBp: 2000,
        isCustomPaint: false,
        colour: null,
      },
    ],
  };
}

async function orderPreview(
  ref: OrderEmailRef,
  subject: string,
  order: OrderView,
): Promise<Preview> {
  const html = await render(orderEmailElement(order, ref));
  return { subject, to: order.email, html, text: toPlainText(html) };
}

function textPreview(to: string, subject: string, text: string, html?: string): Preview {
  return { to, subject, text, html: html ?? textToHtml(text) };
}

/** The test e-mail an admin sends from /admin/emails (subject and text). */
export function testEmail(sentBy: string, now: Date = new Date()) {
  const t = getMailT('adminTest');
  const date = formatFullDateTime(now);
  return { subject: t('subject'), text: t('text', { sentBy, date, site: env.SITE_URL }) };
}

export async function renderPreview(
  template: PreviewTemplate,
  now: Date = new Date(),
): Promise<Preview> {
  const order = sampleOrder(now);
  const t = getMailT('orders');
  const number = { number: order.orderNumber };
  switch (template) {
    case 'order-confirmation':
      return orderPreview(
        { template, orderId: order.id },
        t('confirmation.subject', number),
        order,
      );
    case 'order-transfer-instructions':
      return orderPreview({ template, orderId: order.id }, t('transfer.subject', number), order);
    case 'order-paid':
      return orderPreview(
        { template, orderId: order.id, invoiceNumber: `FA-${now.getFullYear()}-000045` },
        t('paid.subject', number),
        { ...order, status: 'paid', paymentState: 'paid', paidAt: now },
      );
    case 'order-shipped':
      return orderPreview(
        {
          template,
          orderId: order.id,
          trackingNumber: order.trackingNumber,
          trackingUrl: order.trackingUrl,
        },
        t('shipped.subject', number),
        { ...order, status: 'shipped', paymentState: 'paid', shippedAt: now },
      );
    case 'order-cancelled':
      return orderPreview(
        { template, orderId: order.id, reason: 'shop', creditNote: null },
        t('cancelled.subject', number),
        { ...order, status: 'cancelled', cancelledAt: now },
      );
    case 'order-refunded': {
      const refund = {
        amountCents: order.lines[0]?.totalTtc ?? order.totalCents,
        refundedOn: now.toISOString().slice(0, 10),
        method: order.paymentMethod,
        reference: 'VIR-REMB-0001',
        full: false,
        creditNote: {
          number: `AV-${now.getFullYear()}-000012`,
          invoiceNumber: `FA-${now.getFullYear()}-000045`,
        },
      };
      return orderPreview(
        { template, orderId: order.id, refund },
        t('refund.subject', { ...number, amount: formatCents(refund.amountCents) }),
        { ...order, status: 'partially_refunded', paymentState: 'paid', paidAt: now },
      );
    }
    case 'order-withdrawal': {
      const { returnBy, refundBy } = afterWithdrawalDeadlines(now);
      const lines = order.lines.filter((line) => !line.isCustomPaint);
      return orderPreview(
        {
          template,
          orderId: order.id,
          name: 'Camille Martin',
          withdrawnAt: now.toISOString(),
          lines: lines.map((line) => ({ name: line.name, details: null, quantity: 1 })),
          returnBy,
          refundBy,
        },
        t('withdrawal.subject', number),
        { ...order, status: 'delivered', paymentState: 'paid', deliveredAt: now },
      );
    }
    case 'order-guarantee-received':
    case 'order-guarantee-decided': {
      const g = getMailT('guarantee');
      const line = order.lines.find((l) => l.isCustomPaint)?.name ?? order.lines[0]!.name;
      const delivered = { ...order, status: 'delivered' as const, deliveredAt: now };
      return template === 'order-guarantee-received'
        ? orderPreview(
            { template, orderId: order.id, line },
            g('receivedSubject', number),
            delivered,
          )
        : orderPreview(
            { template, orderId: order.id, line, outcome: { decision: 'remix' } },
            g('decidedSubject', number),
            delivered,
          );
    }
    case 'password-reset': {
      const auth = getT('auth');
      const link = new URL('/reset-password?token=exemple', env.SITE_URL).toString();
      return textPreview(SAMPLE_EMAIL, auth('resetMail.subject'), auth('resetMail.text', { link }));
    }
    case 'contact-notification': {
      const mail = contactNotification(
        {
          name: 'Camille Martin',
          email: SAMPLE_EMAIL,
          message: 'Bonjour, avez-vous la teinte QNG en pot de 1 L ? Merci.',
        },
        now,
      );
      return textPreview(mail.to, mail.subject, mail.text ?? '');
    }
    case 'newsletter-confirm': {
      const n = getMailT('newsletterConfirm');
      const text = n('text', {
        email: SAMPLE_EMAIL,
        confirmUrl: absoluteUrl(
          env.SITE_URL,
          newsletterLinkPath(NEWSLETTER_CONFIRM_PATH, 'exemple'),
        ),
        unsubscribeUrl: absoluteUrl(
          env.SITE_URL,
          newsletterLinkPath(NEWSLETTER_UNSUBSCRIBE_PATH, 'exemple'),
        ),
      });
      return textPreview(SAMPLE_EMAIL, n('subject'), text);
    }
    case 'admin-test': {
      const mail = testEmail('admin@nuancier.fr', now);
      return textPreview('admin@nuancier.fr', mail.subject, mail.text);
    }
    case 'lost-order-reminder': {
      const mail = await renderReminder({
        kind: 'cart',
        name: 'Camille Martin',
        lines: order.lines.map((line) => ({
          name: line.name,
          quantity: line.quantity,
          colourCode: line.colour?.code ?? null,
        })),
        totalCents: order.subtotalCents,
        url: absoluteUrl(env.SITE_URL, CART_PATH),
      });
      return { to: SAMPLE_EMAIL, ...mail };
    }
  }
}
