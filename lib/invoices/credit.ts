/**
 * Partial credit notes (issue 40 §2): what an invoice has left to credit, and the credit note of
 * a selection of it (lines by index and quantity, the shipping). Pure: no database, so the
 * admin's refund dialog previews the very amounts the server issues.
 *
 * Amounts are cumulative so the parts always add up to the invoice: the first c units of a line
 * of Q units are worth round(total × c / Q), a step is the difference between the cumulative
 * values after and before it, and the discount is spread over the goods the same way (its share
 * follows the goods' TTC credited so far). The step that credits the last of the invoice takes
 * exactly what is left of its totals, so the credit notes of an invoice sum to it, cent for cent.
 */
import { parisDay } from '@/lib/format';
import type { InvoiceAmounts, InvoiceData, InvoiceLine } from './types';

/** What a credit note credits: quantities by invoice line index, and whether the shipping. */
export type Credited = { lines: Record<string, number>; shipping: boolean };

/** A refund's choice, as the admin makes it. */
export type CreditSelection = { lines: { index: number; quantity: number }[]; shipping: boolean };

/** A credit note already issued against the invoice (its `credited`: null is the whole of it). */
export type PriorCredit = { credited: Credited | null; totals: InvoiceAmounts };

type Remaining = { lines: number[]; shipping: boolean; ttc: number };

const cumulative = (total: number, count: number, of: number) =>
  of === 0 ? 0 : Math.round((total * count) / of);

function everything(invoice: InvoiceData): Credited {
  return {
    lines: Object.fromEntries(invoice.lines.map((l, i) => [String(i), l.quantity])),
    shipping: invoice.shipping.ttc !== 0,
  };
}

/** What the prior credit notes credited together. */
function creditedSoFar(invoice: InvoiceData, prior: PriorCredit[]): Credited {
  const sum: Credited = { lines: {}, shipping: false };
  for (const p of prior) {
    const c = p.credited ?? everything(invoice);
    for (const [index, quantity] of Object.entries(c.lines)) {
      sum.lines[index] = (sum.lines[index] ?? 0) + quantity;
    }
    sum.shipping ||= c.shipping;
  }
  return sum;
}

/** What is left to credit: quantities per line, the shipping, and the TTC amount of it all. */
export function remaining(invoice: InvoiceData, prior: PriorCredit[]): Remaining {
  const soFar = creditedSoFar(invoice, prior);
  const creditedTtc = prior.reduce((sum, p) => sum - p.totals.ttc, 0);
  return {
    lines: invoice.lines.map((l, i) => Math.max(0, l.quantity - (soFar.lines[String(i)] ?? 0))),
    shipping: invoice.shipping.ttc !== 0 && !soFar.shipping,
    ttc: invoice.totals.ttc - creditedTtc,
  };
}

/** Everything that is left, as a selection (a cancellation, a full refund). */
export function restOf(invoice: InvoiceData, prior: PriorCredit[]): CreditSelection {
  const left = remaining(invoice, prior);
  return {
    lines: left.lines.map((quantity, index) => ({ index, quantity })).filter((l) => l.quantity > 0),
    shipping: left.shipping,
  };
}

export type CreditRefusal = 'empty' | 'tooMany';

/** Why a selection cannot be credited, or null. */
export function selectionRefusal(
  invoice: InvoiceData,
  prior: PriorCredit[],
  selection: CreditSelection,
): CreditRefusal | null {
  const left = remaining(invoice, prior);
  const lines = selection.lines.filter((l) => l.quantity > 0);
  if (lines.length === 0 && !selection.shipping) return 'empty';
  if (selection.shipping && !left.shipping) return 'tooMany';
  const seen = new Set<number>();
  for (const l of lines) {
    if (seen.has(l.index) || l.index >= left.lines.length) return 'tooMany';
    seen.add(l.index);
    if (l.quantity > left.lines[l.index]!) return 'tooMany';
  }
  return null;
}

type Cut = { lines: InvoiceLine[]; shipping: InvoiceAmounts; discount: InvoiceAmounts | null };

/** The positive amounts a selection credits (before the last-step adjustment of the totals). */
function cut(invoice: InvoiceData, soFar: Credited, selection: CreditSelection): Cut {
  const goodsTtc = invoice.lines.reduce((sum, l) => sum + l.totalTtc, 0);
  let goodsBefore = 0;
  let goodsAfter = 0;
  const lines: InvoiceLine[] = [];
  invoice.lines.forEach((line, index) => {
    const before = soFar.lines[String(index)] ?? 0;
    const quantity = selection.lines.find((l) => l.index === index)?.quantity ?? 0;
    const after = before + quantity;
    goodsBefore += cumulative(line.totalTtc, before, line.quantity);
    goodsAfter += cumulative(line.totalTtc, after, line.quantity);
    if (quantity <= 0) return;
    const totalTtc =
      cumulative(line.totalTtc, after, line.quantity) -
      cumulative(line.totalTtc, before, line.quantity);
    const totalHt =
      cumulative(line.totalHt, after, line.quantity) -
      cumulative(line.totalHt, before, line.quantity);
    lines.push({ ...line, quantity, totalTtc, totalHt, vat: totalTtc - totalHt });
  });
  const zero = { ht: 0, vat: 0, ttc: 0 };
  const shipping = selection.shipping ? invoice.shipping : zero;
  let discount: InvoiceAmounts | null = null;
  if (invoice.discount && goodsTtc > 0) {
    const share = (total: number) =>
      cumulative(total, goodsAfter, goodsTtc) - cumulative(total, goodsBefore, goodsTtc);
    const ht = share(invoice.discount.ht);
    const ttc = share(invoice.discount.ttc);
    discount = { ht, vat: ttc - ht, ttc };
  }
  return { lines, shipping, discount };
}

const negate = <T extends InvoiceAmounts>(a: T): T => ({
  ...a,
  ht: -a.ht,
  vat: -a.vat,
  ttc: -a.ttc,
});

/** The TTC a selection credits (positive): what the refund dialog shows before it is sent. */
export function creditAmount(
  invoice: InvoiceData,
  prior: PriorCredit[],
  selection: CreditSelection,
): number {
  return -creditNoteTotals(invoice, prior, selection).ttc;
}

/** The credit note's totals (negative), the last step taking exactly what is left. */
function creditNoteTotals(
  invoice: InvoiceData,
  prior: PriorCredit[],
  selection: CreditSelection,
): InvoiceAmounts {
  const soFar = creditedSoFar(invoice, prior);
  const left = remaining(invoice, prior);
  const takesAll =
    left.lines.every((q, i) => q === (selection.lines.find((l) => l.index === i)?.quantity ?? 0)) &&
    left.shipping === selection.shipping;
  if (takesAll) {
    const ht = invoice.totals.ht + prior.reduce((sum, p) => sum + p.totals.ht, 0);
    const ttc = left.ttc;
    return { ht: -ht, vat: -(ttc - ht), ttc: -ttc };
  }
  const c = cut(invoice, soFar, selection);
  const ht = c.lines.reduce((sum, l) => sum + l.totalHt, 0) + c.shipping.ht - (c.discount?.ht ?? 0);
  const ttc =
    c.lines.reduce((sum, l) => sum + l.totalTtc, 0) + c.shipping.ttc - (c.discount?.ttc ?? 0);
  return { ht: -ht, vat: -(ttc - ht), ttc: -ttc };
}

/** The credited state a selection leaves in `invoices.credited`. */
export function creditedBy(selection: CreditSelection): Credited {
  return {
    lines: Object.fromEntries(
      selection.lines.filter((l) => l.quantity > 0).map((l) => [String(l.index), l.quantity]),
    ),
    shipping: selection.shipping,
  };
}

/** The credit note of a selection (checked with selectionRefusal first): negative amounts. */
export function buildPartialCreditNoteData(
  invoice: InvoiceData,
  prior: PriorCredit[],
  selection: CreditSelection,
  facts: { number: string; issuedAt: Date; reason: string },
): InvoiceData {
  const issueDate = parisDay(facts.issuedAt);
  const c = cut(invoice, creditedSoFar(invoice, prior), selection);
  const totals = creditNoteTotals(invoice, prior, selection);
  return {
    ...invoice,
    kind: 'credit_note',
    number: facts.number,
    issueDate,
    lines: c.lines.map((l) => ({
      ...l,
      quantity: -l.quantity,
      vat: -l.vat,
      totalHt: -l.totalHt,
      totalTtc: -l.totalTtc,
    })),
    shipping: negate({ ...invoice.shipping, ...c.shipping }),
    discount:
      invoice.discount && c.discount ? negate({ ...invoice.discount, ...c.discount }) : null,
    totals,
    vatBreakdown: [
      { rateBp: invoice.vatBreakdown[0]?.rateBp ?? 2000, base: totals.ht, vat: totals.vat },
    ],
    payment: { ...invoice.payment, paidDate: null },
    terms: { ...invoice.terms, dueDate: issueDate },
    credits: { number: invoice.number, issueDate: invoice.issueDate, reason: facts.reason },
  };
}
