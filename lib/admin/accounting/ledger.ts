/**
 * The accountant's arithmetic over issued documents, read as they were frozen (the `data` of
 * each invoice and credit note row): never recomputed from orders, so an export always says what
 * the documents say. Credit notes carry negative amounts, so adding them deducts them. Pure: no
 * database, no messages (the CSV modules put French labels on what this returns).
 */
import type { InvoiceData } from '@/lib/invoices/types';

/** One issued document, as the exports read it. */
export type LedgerDocument = {
  kind: InvoiceData['kind'];
  number: string;
  /** YYYY-MM-DD, Europe/Paris (the document's own issue date). */
  issueDate: string;
  orderNumber: string;
  professional: boolean;
  /** The buyer's company, or their name. */
  buyer: string;
  totals: InvoiceData['totals'];
  shippingHt: number;
  discountHt: number;
  vatBreakdown: InvoiceData['vatBreakdown'];
};

export function ledgerDocument(number: string, data: InvoiceData): LedgerDocument {
  return {
    kind: data.kind,
    number,
    issueDate: data.issueDate,
    orderNumber: data.orderNumber,
    professional: data.buyer.professional,
    buyer: data.buyer.company || data.buyer.name,
    totals: data.totals,
    shippingHt: data.shipping?.ht ?? 0,
    discountHt: data.discount?.ht ?? 0,
    vatBreakdown: data.vatBreakdown?.length
      ? data.vatBreakdown
      : [{ rateBp: 2000, base: data.totals.ht, vat: data.totals.vat }],
  };
}

/** One line of the VAT summary: a month and a rate. */
export type VatSummaryRow = {
  /** YYYY-MM */
  month: string;
  rateBp: number;
  base: number;
  vat: number;
  ttc: number;
  invoices: number;
  creditNotes: number;
};

/**
 * Sales by month and VAT rate: bases and VAT of invoices minus those of credit notes (their
 * negative amounts), and how many of each went in. Sorted by month, then rate.
 */
export function vatSummary(documents: readonly LedgerDocument[]): VatSummaryRow[] {
  const rows = new Map<string, VatSummaryRow>();
  for (const doc of documents) {
    const month = doc.issueDate.slice(0, 7);
    for (const part of doc.vatBreakdown) {
      const key = `${month}|${part.rateBp}`;
      const row = rows.get(key) ?? {
        month,
        rateBp: part.rateBp,
        base: 0,
        vat: 0,
        ttc: 0,
        invoices: 0,
        creditNotes: 0,
      };
      row.base += part.base;
      row.vat += part.vat;
      row.ttc += part.base + part.vat;
      if (doc.kind === 'credit_note') row.creditNotes += 1;
      else row.invoices += 1;
      rows.set(key, row);
    }
  }
  return [...rows.values()].sort((a, b) =>
    a.month === b.month ? a.rateBp - b.rateBp : a.month < b.month ? -1 : 1,
  );
}

/**
 * The French chart of accounts (PCG) accounts a sale is posted to: the customer (411), goods
 * sold (707), shipping charged (7085), discounts given (709), VAT collected (44571).
 */
export const ACCOUNTS = {
  customer: '411',
  goods: '707',
  shipping: '7085',
  discount: '709',
  vat: '44571',
} as const;

type JournalAccount = keyof typeof ACCOUNTS;

/** One posting: an account debited or credited (positive cents on one side, 0 on the other). */
export type JournalLine = {
  account: JournalAccount;
  debit: number;
  credit: number;
};

/**
 * The postings of one document, balanced: the customer debited with the TTC, goods and
 * shipping credited with their HT, the discount debited with its HT, VAT credited. Goods are
 * what is left of the HT once shipping and discount are set apart, so the entry balances
 * whatever the document's lines. A credit note's negative amounts swap debit and credit.
 * Zero postings are left out.
 */
export function journalLines(doc: LedgerDocument): JournalLine[] {
  const goods = doc.totals.ht - doc.shippingHt + doc.discountHt;
  const postings: { account: JournalAccount; amount: number }[] = [
    // Signed as debits: positive goes left, negative right.
    { account: 'customer', amount: doc.totals.ttc },
    { account: 'goods', amount: -goods },
    { account: 'shipping', amount: -doc.shippingHt },
    { account: 'discount', amount: doc.discountHt },
    { account: 'vat', amount: -doc.totals.vat },
  ];
  return postings
    .filter((p) => p.amount !== 0)
    .map((p) => ({
      account: p.account,
      debit: p.amount > 0 ? p.amount : 0,
      credit: p.amount < 0 ? -p.amount : 0,
    }));
}

/** « 1234,56 », « -12,00 »: a spreadsheet number in French (no thousands separator). */
export function csvCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** « 20 », « 5,5 » from basis points. */
export function csvRate(bp: number): string {
  return String(bp / 100).replace('.', ',');
}

/** « 24/11/2026 » from 2026-11-24 (what French Excel reads as a date). */
export function csvDate(isoDay: string): string {
  return isoDay.split('-').reverse().join('/');
}

/** The period a request names: a month `2026-11` or a year `2026`; null for anything else. */
export function periodParam(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}(?:-(?:0[1-9]|1[0-2]))?$/.test(value)) return null;
  return value;
}
