/**
 * The summary of a cart, a checkout or an order as every screen and e-mail prints it, made by
 * the server from `orderAmounts` (lib/pricing/amounts.ts): a verified professional reads an HT
 * column (sous-total HT, remise HT, livraison HT, total HT, TVA, total TTC), anyone else a TTC
 * one (sous-total TTC, remise TTC, livraison TTC, total TTC, then the TVA it includes and the
 * total HT). Each figure says HT or TTC, and the column adds up. Shipping a promotion made free
 * reads « Livraison offerte ».
 */
import { getT } from '@/lib/i18n/server';
import { formatCents, type Cents } from '@/lib/money';
import { storedOrderAmounts, type OrderAmounts, type StoredAmounts } from './amounts';

export type SummaryRowKey = 'subtotal' | 'discount' | 'shipping' | 'totalHt' | 'vat' | 'total';

export type SummaryRow = {
  key: SummaryRowKey;
  /** French label (« Sous-total HT », « Livraison offerte »…). */
  label: string;
  /** Signed amount (a discount is negative); null: not known yet (no carrier). */
  cents: Cents | null;
  /** The column's total (bold), a figure beside it (muted), a discount (success). */
  tone: 'strong' | 'muted' | 'success' | null;
};

export type SummaryFacts = {
  professional: boolean;
  promotionCode: string | null;
  /** The carrier's name; null: no carrier can take the cart. */
  carrierName: string | null;
  /** Nothing is charged for the shipping (a promotion or the carrier's free threshold). */
  shippingOffered: boolean;
};

export function summaryRows(amounts: OrderAmounts, facts: SummaryFacts): SummaryRow[] {
  const t = getT('totals');
  const pro = facts.professional;
  const basis = (a: { ht: Cents; ttc: Cents }) => (pro ? a.ht : a.ttc);
  const rates = amounts.rates.map((r) => String(r.rateBp / 100).replace('.', ',')).join(' / ');
  const rate = rates || '20';
  const rows: SummaryRow[] = [
    {
      key: 'subtotal',
      label: pro ? t('subtotalHt') : t('subtotalTtc'),
      cents: basis(amounts.subtotal),
      tone: null,
    },
  ];
  if (amounts.discount.ttc > 0) {
    const code = facts.promotionCode ?? '';
    rows.push({
      key: 'discount',
      label: pro ? t('discountHt', { code }) : t('discountTtc', { code }),
      cents: -basis(amounts.discount),
      tone: 'success',
    });
  }
  const carrier = facts.carrierName ?? '—';
  rows.push({
    key: 'shipping',
    label: facts.shippingOffered
      ? t('shippingOffered')
      : pro
        ? t('shippingHt', { carrier })
        : t('shippingTtc', { carrier }),
    cents: facts.carrierName === null ? null : basis(amounts.shipping),
    tone: null,
  });
  const totalHt: SummaryRow = {
    key: 'totalHt',
    label: t('totalHt'),
    cents: amounts.total.ht,
    tone: pro ? 'strong' : 'muted',
  };
  const vat: SummaryRow = {
    key: 'vat',
    label: pro ? t('vat', { rate }) : t('vatIncluded', { rate }),
    cents: amounts.total.vat,
    tone: pro ? null : 'muted',
  };
  const total: SummaryRow = {
    key: 'total',
    label: t('totalTtc'),
    cents: amounts.total.ttc,
    tone: 'strong',
  };
  return pro ? [...rows, totalHt, vat, total] : [...rows, total, vat, totalHt];
}

/** The summary of a stored order (its page and its e-mails). */
export function orderSummary(
  order: StoredAmounts & {
    professional: boolean;
    promotionCode: string | null;
    carrierName: string | null;
  },
): SummaryRow[] {
  return summaryRows(storedOrderAmounts(order), {
    professional: order.professional,
    promotionCode: order.promotionCode,
    carrierName: order.carrierName ?? '—',
    // Stored as charged: shipping a promotion (or the carrier's threshold) made free is 0.
    shippingOffered: order.shippingCents === 0,
  });
}

/** A line's amount as printed beside the summary: HT for a professional, TTC otherwise. */
export function lineAmount(professional: boolean, cents: Cents): string {
  const t = getT('totals');
  const amount = formatCents(cents);
  return professional ? t('lineHt', { amount }) : t('lineTtc', { amount });
}
