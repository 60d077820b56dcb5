import { describe, expect, it } from 'vitest';
import { formatSigned, htOf, orderAmounts, storedOrderAmounts } from './amounts';
import { orderSummary, summaryRows } from './breakdown';

const rate = (ttc: number) => ({ ttc, rateBp: 2000 });

describe('orderAmounts', () => {
  it('splits the order once per rate: NU-…014 reads 74,58 € HT and 14,92 € TVA everywhere', () => {
    // 10,05 € + 74,55 € + 4,90 € shipping = 89,50 € TTC. Line by line, HT rounded, the
    // invoice used to print 74,59 € / 14,91 € while the order said 74,58 € / 14,92 €.
    const a = orderAmounts({ lines: [rate(1005), rate(7455)], discountTtc: 0, shippingTtc: 490 });
    expect(a.total).toEqual({ ht: 7458, vat: 1492, ttc: 8950 });
    expect(a.rates).toEqual([{ rateBp: 2000, ht: 7458, vat: 1492, ttc: 8950 }]);
    // The parts share the base: the column adds up.
    expect(a.lines[0]!.ht + a.lines[1]!.ht + a.shipping.ht).toBe(7458);
    expect(a.subtotal.ht).toBe(a.lines[0]!.ht + a.lines[1]!.ht);
    for (const part of [...a.lines, a.shipping]) {
      expect(part.ht + part.vat).toBe(part.ttc);
      // Each part within a cent of its own exact HT.
      expect(Math.abs(part.ht - part.ttc / 1.2)).toBeLessThan(1);
    }
  });

  it('takes the discount off the base, per rate, and follows the goods’ rates for shipping', () => {
    const a = orderAmounts({
      lines: [rate(3000), { ttc: 1055, rateBp: 550 }],
      discountTtc: 405,
      shippingTtc: 690,
    });
    expect(a.rates.map((r) => r.rateBp)).toEqual([2000, 550]);
    expect(a.total.ttc).toBe(3000 + 1055 - 405 + 690);
    expect(a.rates.reduce((s, r) => s + r.ttc, 0)).toBe(a.total.ttc);
    expect(a.rates.reduce((s, r) => s + r.vat, 0)).toBe(a.total.vat);
    expect(a.subtotal.ht - a.discount.ht + a.shipping.ht).toBe(a.total.ht);
    for (const r of a.rates) expect(r.ht).toBe(htOf(r.ttc, r.rateBp));
    expect(a.discount.ttc).toBe(405);
  });

  it('rounds half up like the catalogue’s HT prices', () => {
    expect(htOf(3, 2000)).toBe(3);
    expect(htOf(1200, 2000)).toBe(1000);
    expect(htOf(8950, 2000)).toBe(7458);
  });

  it('is the same computation for a stored order', () => {
    const stored = storedOrderAmounts({
      lines: [
        { totalTtc: 1005, vatRateBp: 2000 },
        { totalTtc: 7455, vatRateBp: 2000 },
      ],
      discountCents: 0,
      shippingCents: 490,
    });
    expect(stored).toEqual(
      orderAmounts({ lines: [rate(1005), rate(7455)], discountTtc: 0, shippingTtc: 490 }),
    );
  });
});

describe('summary rows', () => {
  const amounts = orderAmounts({
    lines: [rate(1005), rate(7455)],
    discountTtc: 846,
    shippingTtc: 490,
  });
  const facts = { promotionCode: 'BIENVENUE10', carrierName: 'Colissimo', shippingOffered: false };

  it('a verified professional reads an HT column that adds up, then TVA and TTC', () => {
    const rows = summaryRows(amounts, { ...facts, professional: true });
    const shown = (cents: number | null) =>
      cents === null ? '—' : formatSigned(cents).replace(/\s/g, ' ');
    expect(rows.map((r) => [r.label, shown(r.cents)])).toEqual([
      ['Sous-total HT', '70,50 €'],
      ['Remise HT (BIENVENUE10)', '−7,05 €'],
      ['Livraison HT (Colissimo)', '4,08 €'],
      ['Total HT', '67,53 €'],
      ['TVA 20 %', '13,51 €'],
      ['Total TTC', '81,04 €'],
    ]);
    const [sub, discount, shipping, ht, vat, ttc] = rows.map((r) => r.cents!);
    expect(sub! + discount! + shipping!).toBe(ht);
    expect(ht! + vat!).toBe(ttc);
  });

  it('anyone else reads a TTC column, then the TVA it includes and the HT', () => {
    const rows = summaryRows(amounts, { ...facts, professional: false });
    expect(rows.map((r) => r.label)).toEqual([
      'Sous-total TTC',
      'Remise TTC (BIENVENUE10)',
      'Livraison TTC (Colissimo)',
      'Total TTC',
      'dont TVA 20 %',
      'Total HT',
    ]);
    const [sub, discount, shipping, ttc] = rows.map((r) => r.cents!);
    expect(sub! + discount! + shipping!).toBe(ttc);
  });

  it('free shipping reads « Livraison offerte », not a discount; a stored order says the same', () => {
    const free = orderAmounts({ lines: [rate(2990)], discountTtc: 0, shippingTtc: 0 });
    const rows = summaryRows(free, {
      professional: false,
      promotionCode: 'LIVRAISONOFFERTE',
      carrierName: 'Relais',
      shippingOffered: true,
    });
    expect(rows.map((r) => r.key)).toEqual(['subtotal', 'shipping', 'total', 'vat', 'totalHt']);
    expect(rows[1]).toMatchObject({ label: 'Livraison offerte', cents: 0 });
    expect(
      orderSummary({
        lines: [{ totalTtc: 2990, vatRateBp: 2000 }],
        discountCents: 0,
        shippingCents: 0,
        professional: false,
        promotionCode: 'LIVRAISONOFFERTE',
        carrierName: 'Relais',
      }),
    ).toEqual(rows);
  });
});
