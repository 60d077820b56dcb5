import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildPartialCreditNoteData,
  creditAmount,
  type PriorCredit,
  remaining,
  restOf,
  selectionRefusal,
} from './credit';
import type { InvoiceData } from './types';

/** A minimal invoice: lines (TTC, quantity), shipping and discount as buildInvoiceData makes them. */
function invoice(lines: { ttc: number; quantity: number }[], shipping: number, discount: number) {
  const ht = (ttc: number) => Math.round((ttc * 100) / 120);
  const split = (ttc: number) => ({ ht: ht(ttc), vat: ttc - ht(ttc), ttc });
  const invoiceLines = lines.map((l, i) => ({
    name: `Ligne ${i}`,
    details: null,
    reference: null,
    quantity: l.quantity,
    unitHt: ht(l.ttc),
    vatRateBp: 2000,
    vat: l.ttc * l.quantity - ht(l.ttc * l.quantity),
    totalHt: ht(l.ttc * l.quantity),
    totalTtc: l.ttc * l.quantity,
    colour: null,
  }));
  const totalTtc = invoiceLines.reduce((s, l) => s + l.totalTtc, 0) + shipping - discount;
  const totalHt =
    invoiceLines.reduce((s, l) => s + l.totalHt, 0) + ht(shipping) - (discount ? ht(discount) : 0);
  return {
    lines: invoiceLines,
    shipping: { ...split(shipping), label: 'Colissimo', vatRateBp: 2000 },
    discount: discount ? { ...split(discount), label: 'PROMO', vatRateBp: 2000 } : null,
    totals: { ht: totalHt, vat: totalTtc - totalHt, ttc: totalTtc },
    vatBreakdown: [{ rateBp: 2000, base: totalHt, vat: totalTtc - totalHt }],
    payment: { method: 'transfer', label: 'Virement', paidDate: '2026-11-02', reference: null },
    terms: { dueDate: '2026-12-02' },
    number: 'FA-2026-000001',
    issueDate: '2026-11-02',
  } as unknown as InvoiceData;
}

const facts = (n: number) => ({
  number: `AV-2026-${String(n).padStart(6, '0')}`,
  issuedAt: new Date('2026-11-20T10:00:00Z'),
  reason: 'Remboursement',
});

describe('partial credit notes', () => {
  it('credit notes taken in any steps add up to the invoice, cent for cent', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            ttc: fc.integer({ min: 1, max: 20_000 }),
            quantity: fc.integer({ min: 1, max: 6 }),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 1_500 }),
        fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 1, maxLength: 8 }),
        (lines, shipping, rawDiscount, draws) => {
          const goods = lines.reduce((s, l) => s + l.ttc * l.quantity, 0);
          const data = invoice(lines, shipping, Math.min(rawDiscount, goods));
          const prior: PriorCredit[] = [];
          // Steps chosen by the draws, then the rest.
          for (const draw of draws) {
            const left = remaining(data, prior);
            const index = draw % left.lines.length;
            const quantity = left.lines[index]! > 0 ? 1 + (draw % left.lines[index]!) : 0;
            const selection = {
              lines: quantity ? [{ index, quantity }] : [],
              shipping: draw % 3 === 0 && left.shipping,
            };
            if (selectionRefusal(data, prior, selection)) continue;
            const amount = creditAmount(data, prior, selection);
            const note = buildPartialCreditNoteData(
              data,
              prior,
              selection,
              facts(prior.length + 1),
            );
            // `+ 0` everywhere: toBe tells -0 from 0, which an amount of 0 € may give either way.
            expect(note.totals.ttc + 0).toBe(0 - amount);
            expect(note.totals.ht + note.totals.vat + 0).toBe(note.totals.ttc + 0);
            prior.push({
              credited: {
                lines: Object.fromEntries(
                  selection.lines.map((l) => [String(l.index), l.quantity]),
                ),
                shipping: selection.shipping,
              },
              totals: note.totals,
            });
          }
          const rest = restOf(data, prior);
          if (!selectionRefusal(data, prior, rest)) {
            const note = buildPartialCreditNoteData(data, prior, rest, facts(99));
            prior.push({ credited: null, totals: note.totals });
          }
          const sum = prior.reduce(
            (s, p) => ({ ht: s.ht + p.totals.ht, ttc: s.ttc + p.totals.ttc }),
            { ht: 0, ttc: 0 },
          );
          // Compared as numbers: toEqual tells -0 from 0, which a sum of 0 € may give either way.
          expect([sum.ht + 0, sum.ttc + 0]).toEqual([0 - data.totals.ht, 0 - data.totals.ttc]);
          expect(remaining(data, prior).lines.every((q) => q === 0)).toBe(true);
        },
      ),
    );
  });

  it('refuses more than is left and an empty choice', () => {
    const data = invoice([{ ttc: 1450, quantity: 2 }], 690, 0);
    expect(selectionRefusal(data, [], { lines: [], shipping: false })).toBe('empty');
    expect(
      selectionRefusal(data, [], { lines: [{ index: 0, quantity: 3 }], shipping: false }),
    ).toBe('tooMany');
    expect(
      selectionRefusal(data, [], { lines: [{ index: 1, quantity: 1 }], shipping: false }),
    ).toBe('tooMany');
    const prior = [
      { credited: { lines: {}, shipping: true }, totals: { ht: -575, vat: -115, ttc: -690 } },
    ];
    expect(selectionRefusal(data, prior, { lines: [], shipping: true })).toBe('tooMany');
    expect(creditAmount(data, prior, { lines: [{ index: 0, quantity: 1 }], shipping: false })).toBe(
      1450,
    );
  });
});
