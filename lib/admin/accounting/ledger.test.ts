import { describe, expect, it } from 'vitest';
import {
  csvCents,
  csvDate,
  csvRate,
  journalLines,
  periodParam,
  vatSummary,
  type LedgerDocument,
} from './ledger';

const invoice = (over: Partial<LedgerDocument> = {}): LedgerDocument => ({
  kind: 'invoice',
  number: 'FA-2026-000001',
  issueDate: '2026-11-24',
  orderNumber: 'NU-2026-000001',
  professional: false,
  buyer: 'Julie Martin',
  // 63,17 € HT of which 5,75 € shipping, 4,17 € discount: 75,80 € TTC.
  totals: { ht: 6317, vat: 1263, ttc: 7580 },
  shippingHt: 575,
  discountHt: 417,
  vatBreakdown: [{ rateBp: 2000, base: 6317, vat: 1263 }],
  ...over,
});

const creditNote = (of: LedgerDocument, over: Partial<LedgerDocument> = {}): LedgerDocument => ({
  ...of,
  kind: 'credit_note',
  number: 'AV-2026-000001',
  totals: { ht: -of.totals.ht, vat: -of.totals.vat, ttc: -of.totals.ttc },
  shippingHt: -of.shippingHt,
  discountHt: -of.discountHt,
  vatBreakdown: of.vatBreakdown.map((b) => ({ ...b, base: -b.base, vat: -b.vat })),
  ...over,
});

describe('CSV numbers for French Excel', () => {
  it('writes cents with a decimal comma, no thousands separator, a minus sign', () => {
    expect(csvCents(123456)).toBe('1234,56');
    expect(csvCents(5)).toBe('0,05');
    expect(csvCents(0)).toBe('0,00');
    expect(csvCents(-1200)).toBe('-12,00');
    expect(csvCents(-7)).toBe('-0,07');
    expect(csvRate(2000)).toBe('20');
    expect(csvRate(550)).toBe('5,5');
    expect(csvDate('2026-11-04')).toBe('04/11/2026');
  });

  it('accepts a month or a year as the period, nothing else', () => {
    expect(periodParam('2026-11')).toBe('2026-11');
    expect(periodParam('2026')).toBe('2026');
    for (const wrong of ['2026-13', '2026-00', '26-11', '2026-1', '', null, "2026' or 1=1"])
      expect(periodParam(wrong), String(wrong)).toBeNull();
  });
});

describe('the VAT summary', () => {
  it('adds invoices and deducts credit notes, by month and rate', () => {
    const a = invoice();
    const b = invoice({
      number: 'FA-2026-000002',
      totals: { ht: 1000, vat: 200, ttc: 1200 },
      vatBreakdown: [{ rateBp: 2000, base: 1000, vat: 200 }],
    });
    const mixed = invoice({
      number: 'FA-2026-000003',
      issueDate: '2026-12-01',
      totals: { ht: 2000, vat: 255, ttc: 2255 },
      vatBreakdown: [
        { rateBp: 550, base: 1000, vat: 55 },
        { rateBp: 2000, base: 1000, vat: 200 },
      ],
    });
    const note = creditNote(b, { issueDate: '2026-11-30' });
    expect(vatSummary([mixed, note, a, b])).toEqual([
      {
        month: '2026-11',
        rateBp: 2000,
        base: 6317,
        vat: 1263,
        ttc: 7580,
        invoices: 2,
        creditNotes: 1,
      },
      {
        month: '2026-12',
        rateBp: 550,
        base: 1000,
        vat: 55,
        ttc: 1055,
        invoices: 1,
        creditNotes: 0,
      },
      {
        month: '2026-12',
        rateBp: 2000,
        base: 1000,
        vat: 200,
        ttc: 1200,
        invoices: 1,
        creditNotes: 0,
      },
    ]);
  });

  it('is empty without documents, and a cancelled sale nets to zero', () => {
    expect(vatSummary([])).toEqual([]);
    const a = invoice();
    const [row] = vatSummary([a, creditNote(a)]);
    expect(row).toMatchObject({ base: 0, vat: 0, ttc: 0, invoices: 1, creditNotes: 1 });
  });
});

describe('the sales journal entry', () => {
  const total = (lines: ReturnType<typeof journalLines>, side: 'debit' | 'credit') =>
    lines.reduce((s, l) => s + l[side], 0);

  it('debits the customer with the TTC and credits goods, shipping and VAT; the discount is a debit', () => {
    const lines = journalLines(invoice());
    expect(lines).toEqual([
      { account: 'customer', debit: 7580, credit: 0 },
      { account: 'goods', debit: 0, credit: 6317 - 575 + 417 },
      { account: 'shipping', debit: 0, credit: 575 },
      { account: 'discount', debit: 417, credit: 0 },
      { account: 'vat', debit: 0, credit: 1263 },
    ]);
    expect(total(lines, 'debit')).toBe(total(lines, 'credit'));
  });

  it('reverses every side for a credit note, and leaves zero postings out', () => {
    const a = invoice({ shippingHt: 0, discountHt: 0 });
    const lines = journalLines(creditNote(a));
    expect(lines).toEqual([
      { account: 'customer', debit: 0, credit: 7580 },
      { account: 'goods', debit: 6317, credit: 0 },
      { account: 'vat', debit: 1263, credit: 0 },
    ]);
  });

  it('balances whatever the document’s split (a partial credit note of one line)', () => {
    const partial = creditNote(invoice(), {
      totals: { ht: -1000, vat: -200, ttc: -1200 },
      shippingHt: 0,
      discountHt: 0,
    });
    const lines = journalLines(partial);
    expect(total(lines, 'debit')).toBe(1200);
    expect(total(lines, 'credit')).toBe(1200);
  });
});
