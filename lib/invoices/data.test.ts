import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parisDay } from '@/lib/format';
import type { OrderView } from '@/lib/orders/queries';
import { addDays, buildCreditNoteData, buildInvoiceData, countryCode, sirenOf } from './data';

const ht = (ttc: number) => Math.round((ttc * 100) / 120);

function order(
  lines: { ttc: number; quantity: number }[],
  shipping: number,
  discount: number,
): OrderView {
  const subtotal = lines.reduce((s, l) => s + l.ttc * l.quantity, 0);
  const total = subtotal + shipping - discount;
  return {
    id: 'o',
    orderNumber: 'NU-2026-000042',
    userId: null,
    email: 'client@example.fr',
    status: 'paid',
    paymentMethod: 'card',
    paymentState: 'paid',
    paymentReference: 'pi_1',
    professional: true,
    customer: {
      firstName: 'Marc',
      lastName: 'Durand',
      company: 'Durand SARL',
      siret: '12345678900012',
      vatNumber: 'FR40123456789',
    },
    subtotalCents: subtotal,
    discountCents: discount,
    shippingCents: shipping,
    taxCents: total - ht(total),
    totalHtCents: ht(total),
    totalCents: total,
    balanceDueCents: 0,
    promotionCode: discount ? 'PROMO' : null,
    shippingAddress: {
      firstName: 'Marc',
      lastName: 'Durand',
      addressLine1: '1 rue A',
      postalCode: '1050',
      city: 'Bruxelles',
      country: 'Belgique',
    },
    billingAddress: null,
    carrierName: 'Colissimo',
    trackingNumber: null,
    trackingUrl: null,
    paymentDueAt: null,
    paidAt: new Date('2026-12-31T23:30:00Z'),
    shippedAt: null,
    deliveredAt: null,
    cancelledAt: null,
    createdAt: new Date('2026-12-30T10:00:00Z'),
    diisocyanateTrainingConfirmedAt: null,
    dispatchOn: null,
    invoice: null,
    lines: lines.map((l, i) => ({
      id: String(i),
      name: `Article ${i}`,
      details: null,
      referenceCode: null,
      quantity: l.quantity,
      unitHt: ht(l.ttc),
      unitTtc: l.ttc,
      totalHt: ht(l.ttc * l.quantity),
      totalTtc: l.ttc * l.quantity,
      vatRateBp: 2000,
      isCustomPaint: false,
      colour: null,
    })),
  };
}

describe('invoice data', () => {
  it('derives SIREN, dates in Paris and country codes', () => {
    expect(sirenOf('912 345 678 00014')).toBe('912 345 678');
    expect(sirenOf('12')).toBeNull();
    expect(sirenOf(null)).toBeNull();
    // 23:30 UTC on 31 December is already the next year in Paris.
    expect(parisDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(countryCode('Belgique')).toBe('BE');
    expect(countryCode('LU')).toBe('LU');
    expect(countryCode('France')).toBe('FR');
  });

  it('adds up: HT of lines + shipping − discount, TTC what was paid, negated by a credit note', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            ttc: fc.integer({ min: 1, max: 50_000 }),
            quantity: fc.integer({ min: 1, max: 20 }),
          }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        fc.integer({ min: 0, max: 3_000 }),
        fc.integer({ min: 0, max: 1_000 }),
        (lines, shipping, rawDiscount) => {
          const o = order(lines, shipping, Math.min(rawDiscount, subtotalOf(lines)));
          const data = buildInvoiceData(o, {
            number: 'FA-2027-000001',
            issuedAt: new Date('2027-01-01T08:00:00Z'),
          });
          const linesHt = data.lines.reduce((s, l) => s + l.totalHt, 0);
          expect(data.totals.ht).toBe(linesHt + data.shipping.ht - (data.discount?.ht ?? 0));
          expect(data.totals.ttc).toBe(o.totalCents);
          expect(data.totals.ht + data.totals.vat).toBe(data.totals.ttc);
          for (const l of data.lines) expect(l.totalHt + l.vat).toBe(l.totalTtc);
          const note = buildCreditNoteData(data, {
            number: 'AV-2027-000001',
            issuedAt: new Date('2027-01-02T08:00:00Z'),
            reason: 'test',
          });
          expect(note.totals).toEqual({
            ht: -data.totals.ht,
            vat: -data.totals.vat,
            ttc: -data.totals.ttc,
          });
          expect(note.credits).toEqual({
            number: 'FA-2027-000001',
            issueDate: '2027-01-01',
            reason: 'test',
          });
        },
      ),
    );
  });

  it('freezes the professional buyer, the delivery and the terms', () => {
    const data = buildInvoiceData(order([{ ttc: 1200, quantity: 1 }], 690, 0), {
      number: 'FA-2027-000001',
      issuedAt: new Date('2027-01-01T08:00:00Z'),
    });
    expect(data.buyer).toMatchObject({
      company: 'Durand SARL',
      siret: '12345678900012',
      siren: '123 456 789',
      vatNumber: 'FR40123456789',
      countryCode: 'BE',
    });
    expect(data.delivery).toMatchObject({ countryCode: 'BE', carrier: 'Colissimo' });
    expect(data.operation).toBe('Livraison de biens');
    expect(data.payment).toEqual({
      method: 'card',
      label: 'Carte bancaire',
      paidDate: '2027-01-01',
      reference: 'pi_1',
    });
    expect(data.terms).toMatchObject({ dueDate: '2027-01-31', recoveryIndemnityCents: 4000 });
  });
});

function subtotalOf(lines: { ttc: number; quantity: number }[]): number {
  return lines.reduce((s, l) => s + l.ttc * l.quantity, 0);
}
