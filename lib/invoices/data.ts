/**
 * The frozen content of an invoice or credit note, built once at issue time from the order's
 * own snapshot (lines, prices, buyer, addresses) and the shop's identity. Pure: no database.
 */
import { addressLines } from '@/lib/address-lines';
import { parisDay } from '@/lib/format';
import { VAT_RATE_PERCENT } from '@/lib/money';
import { storedOrderAmounts } from '@/lib/pricing/amounts';
import { SHOP_INFO } from '@/lib/site/shop-info';
import { buildPartialCreditNoteData, restOf } from './credit';
import { getInvoiceT } from './i18n';
import { DEFAULT_MENTIONS, type InvoiceMentions } from './mentions';
import { INVOICE_TERMS } from './terms';
import type { InvoiceData, InvoiceSeller, InvoiceSource } from './types';

const VAT_RATE_BP = VAT_RATE_PERCENT * 100;

const COUNTRY_CODES: Record<string, string> = {
  france: 'FR',
  belgique: 'BE',
  luxembourg: 'LU',
  monaco: 'MC',
  suisse: 'CH',
  allemagne: 'DE',
  espagne: 'ES',
  italie: 'IT',
};

/** ISO 3166 code of an address's country (« France » or « FR »). */
export function countryCode(country: string | null | undefined): string {
  const value = (country ?? '').trim();
  if (/^[A-Z]{2}$/.test(value)) return value;
  return COUNTRY_CODES[value.toLowerCase()] ?? 'FR';
}

/** YYYY-MM-DD plus whole days (calendar arithmetic, no time zone involved). */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/** SIREN (9 digits, grouped) of a SIRET (14 digits). */
export function sirenOf(siret: string | null | undefined): string | null {
  const d = digits(siret);
  if (d.length < 9) return null;
  return `${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 9)}`;
}

function shopSeller(): InvoiceSeller {
  const a = SHOP_INFO.address;
  return {
    legalName: SHOP_INFO.legalName,
    legalForm: SHOP_INFO.legalForm,
    address: [a.street, `${a.postalCode} ${a.city}`, a.country],
    countryCode: countryCode(a.country),
    siret: SHOP_INFO.siret,
    siren: sirenOf(SHOP_INFO.siret) ?? '',
    vatNumber: SHOP_INFO.vatNumber,
    registry: SHOP_INFO.registry,
    shareCapital: SHOP_INFO.shareCapital,
    email: SHOP_INFO.email,
    phone: SHOP_INFO.phoneDisplay,
  };
}

export type IssueFacts = { number: string; issuedAt: Date };

/** The invoice of a paid order. */
export function buildInvoiceData(
  order: InvoiceSource,
  facts: IssueFacts,
  mentions: InvoiceMentions = DEFAULT_MENTIONS,
): InvoiceData {
  const t = getInvoiceT('frozen');
  const issueDate = parisDay(facts.issuedAt);
  const billing = order.billingAddress ?? order.shippingAddress;
  const c = order.customer ?? {};
  const personName =
    [c.firstName, c.lastName].filter(Boolean).join(' ') ||
    [billing.firstName, billing.lastName].filter(Boolean).join(' ');
  const company = order.professional ? (c.company ?? billing.company ?? null) : null;

  // The order's amounts, computed again the one way they were priced (lib/pricing/amounts.ts).
  const amounts = storedOrderAmounts(order);
  const lines = order.lines.map((l, i) => ({
    name: l.name,
    details: l.details,
    reference: l.referenceCode,
    quantity: l.quantity,
    unitHt: l.unitHt,
    vatRateBp: l.vatRateBp,
    vat: amounts.lines[i]!.vat,
    totalHt: amounts.lines[i]!.ht,
    totalTtc: l.totalTtc,
    colour:
      l.isCustomPaint && l.colour
        ? {
            code: l.colour.code,
            name: l.colour.name,
            manufacturer: l.colour.manufacturer ?? null,
            paintType: l.colour.paintType ?? null,
          }
        : null,
  }));
  const shipping = {
    ...amounts.shipping,
    label: order.carrierName ?? t('carrierUnknown'),
    vatRateBp: VAT_RATE_BP,
  };
  const discount =
    order.discountCents > 0
      ? { ...amounts.discount, label: order.promotionCode ?? '', vatRateBp: VAT_RATE_BP }
      : null;
  const totals = amounts.total;

  return {
    version: 1,
    kind: 'invoice',
    number: facts.number,
    issueDate,
    orderNumber: order.orderNumber,
    orderDate: parisDay(order.createdAt),
    seller: shopSeller(),
    buyer: {
      name: personName,
      company,
      professional: order.professional,
      siret: order.professional ? (c.siret ?? null) : null,
      siren: order.professional ? sirenOf(c.siret) : null,
      vatNumber: order.professional ? (c.vatNumber ?? null) : null,
      address: addressLines(billing),
      countryCode: countryCode(billing.country),
      email: order.email,
    },
    delivery: {
      address: addressLines(order.shippingAddress),
      countryCode: countryCode(order.shippingAddress.country),
      carrier: order.carrierName,
    },
    operation: t('operation'),
    vatOnDebits: mentions.vatOnDebits,
    lines,
    shipping,
    discount,
    totals,
    vatBreakdown: amounts.rates.map((r) => ({ rateBp: r.rateBp, base: r.ht, vat: r.vat })),
    payment: {
      method: order.paymentMethod,
      label: t(`methods.${order.paymentMethod}`),
      paidDate: order.paidAt ? parisDay(order.paidAt) : issueDate,
      reference: order.paymentReference,
    },
    terms: {
      dueDate: addDays(issueDate, INVOICE_TERMS.paymentDueDays),
      paymentDueDays: INVOICE_TERMS.paymentDueDays,
      latePenaltyRate: INVOICE_TERMS.latePenaltyRate,
      recoveryIndemnityCents: INVOICE_TERMS.recoveryIndemnityCents,
    },
    credits: null,
  };
}

/** The credit note cancelling an invoice in full: same content, negative amounts. */
export function buildCreditNoteData(
  invoice: InvoiceData,
  facts: { number: string; issuedAt: Date; reason: string },
): InvoiceData {
  return buildPartialCreditNoteData(invoice, [], restOf(invoice, []), facts);
}
