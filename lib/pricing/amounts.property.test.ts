/**
 * Property test (issue 38 §3): random carts priced by the shop (individual and verified
 * professional, percentage / fixed / free-shipping promotions and TOUTGRATIS, every carrier),
 * turned into the order's stored lines by the real functions, then into the invoice's frozen
 * data and its Factur-X model: the order, its page and e-mails (the summary), the invoice and
 * the XML agree to the cent, and per VAT rate TTC = HT + TVA.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildInvoiceData } from '@/lib/invoices/data';
import { toEInvoice } from '@/lib/invoices/factur-x';
import type { InvoiceSource } from '@/lib/invoices/types';
import { orderItems } from '@/lib/orders/place/lines';
import { paintLineArbitrary, promotionArbitrary } from '@/tests/support/pricing-arbitraries';
import { IDS, PRO_CALLER, testData, VISITOR_CALLER } from '@/tests/support/pricing-data';
import { htOf, orderAmounts } from './amounts';
import { orderSummary } from './breakdown';
import { parseLines } from './lines';
import { priceCart } from './price-cart';

const base = testData();

const cartLine = fc.oneof(
  fc.record({
    productId: fc.constantFrom(IDS.primer, IDS.thinner, IDS.unlimited),
    variantId: fc.constantFrom(null, IDS.thinner1l, IDS.thinner5l),
    quantity: fc.integer({ min: 1, max: 40 }),
  }),
  paintLineArbitrary,
);

const promotion = promotionArbitrary;

const money = (cents: number) => (cents / 100).toFixed(2);

describe('one total to the cent', () => {
  it('cart, stored order, summary, invoice and Factur-X agree; TTC = HT + TVA per rate', () => {
    fc.assert(
      fc.property(
        fc.array(cartLine, { minLength: 1, maxLength: 8 }),
        fc.option(promotion),
        fc.constantFrom('colissimo', 'relais', 'adr'),
        fc.constantFrom('FR', 'BE'),
        fc.boolean(),
        (raw, promo, carrierCode, country, pro) => {
          const parsed = parseLines(raw);
          const data = { ...base, promotions: promo ? [promo] : [] };
          const cart = priceCart(data, pro ? PRO_CALLER : VISITOR_CALLER, parsed, {
            promoCode: promo?.code ?? null,
            country,
            carrierCode,
          });
          const ok = cart.lines.filter((l) => l.status === 'ok');
          fc.pre(ok.length > 0 && cart.shipping.selected !== null);

          // The order as placeOrder stores it (lib/orders/place/write.ts).
          const items = orderItems(parsed, ok, new Map(), []);
          const source: InvoiceSource = {
            id: 'o',
            orderNumber: 'NU-2026-000014',
            email: 'client@example.fr',
            paymentMethod: 'card',
            paymentState: 'paid',
            paymentReference: 'pi_1',
            professional: cart.professional,
            customer: { firstName: 'Camille', lastName: 'Durand', company: 'Durand SARL' },
            discountCents: cart.discountTtc,
            shippingCents: cart.shippingTtc,
            totalCents: cart.totalTtc,
            promotionCode: cart.promotion.status === 'applied' ? cart.promotion.code : null,
            shippingAddress: {
              firstName: 'Camille',
              lastName: 'Durand',
              addressLine1: '1 rue A',
              postalCode: '69003',
              city: 'Lyon',
              country: 'France',
            },
            billingAddress: null,
            carrierName: cart.shipping.selected!.carrierName,
            paidAt: new Date('2026-11-27T10:00:00Z'),
            createdAt: new Date('2026-11-27T09:00:00Z'),
            lines: items.map((i) => ({
              name: i.name,
              details: i.details,
              referenceCode: i.reference_code,
              quantity: i.quantity,
              unitHt: i.unit_price_ht,
              totalHt: i.total_ht,
              totalTtc: i.total_ttc,
              vatRateBp: 2000,
              isCustomPaint: i.is_custom_paint,
              colour: null,
            })),
          };
          const stored = {
            totalHt: cart.totalHt,
            tax: cart.totalTva,
            total: cart.totalTtc,
          };

          // The column adds up, HT and TTC.
          const linesHt = items.reduce((s, i) => s + i.total_ht, 0);
          const amounts = orderAmounts({
            lines: ok.map((l) => ({ ttc: l.totalTtc, rateBp: 2000 })),
            discountTtc: cart.discountTtc,
            shippingTtc: cart.shippingTtc,
          });
          expect(linesHt - amounts.discount.ht + amounts.shipping.ht).toBe(stored.totalHt);
          expect(cart.subtotalTtc - cart.discountTtc + cart.shippingTtc).toBe(stored.total);
          expect(stored.totalHt + stored.tax).toBe(stored.total);
          expect(cart.discountTtc).toBeLessThanOrEqual(cart.subtotalTtc);
          for (const rate of amounts.rates) {
            expect(rate.ht + rate.vat).toBe(rate.ttc);
            // VAT on the rate's HT base: round(HT × rate) whenever some HT gives that TTC.
            const reachable = [rate.ht - 1, rate.ht, rate.ht + 1].some(
              (h) => h + Math.round((h * rate.rateBp) / 10000) === rate.ttc,
            );
            if (reachable) expect(rate.vat).toBe(Math.round((rate.ht * rate.rateBp) / 10000));
            else expect(Math.abs(rate.vat - (rate.ht * rate.rateBp) / 10000)).toBeLessThan(1);
            expect(rate.ht).toBe(htOf(rate.ttc, rate.rateBp));
          }

          // The order's page and e-mails print the summary the cart and checkout printed.
          expect(
            orderSummary({
              ...source,
              professional: cart.professional,
              carrierName: source.carrierName,
            }),
          ).toEqual(cart.summary);

          // The invoice: same lines HT, shipping, discount, totals, VAT breakdown.
          const invoice = buildInvoiceData(source, {
            number: 'FA-2026-000003',
            issuedAt: new Date('2026-11-27T10:00:00Z'),
          });
          expect(invoice.lines.map((l) => l.totalHt)).toEqual(items.map((i) => i.total_ht));
          expect(invoice.totals).toEqual({
            ht: stored.totalHt,
            vat: stored.tax,
            ttc: stored.total,
          });
          expect(invoice.vatBreakdown).toEqual([
            { rateBp: 2000, base: stored.totalHt, vat: stored.tax },
          ]);
          expect(invoice.shipping.ttc).toBe(cart.shippingTtc);
          expect(invoice.discount?.ttc ?? 0).toBe(cart.discountTtc);

          // Factur-X (UBL model the library turns into CII): the same figures.
          const ubl = toEInvoice(invoice)['ubl:Invoice'] as unknown as {
            'cac:LegalMonetaryTotal': Record<string, string>;
            'cac:TaxTotal': Record<string, string>[];
          };
          const totals = ubl['cac:LegalMonetaryTotal'];
          const tax = ubl['cac:TaxTotal'][0]!;
          expect(totals['cbc:TaxExclusiveAmount']).toBe(money(stored.totalHt));
          expect(totals['cbc:TaxInclusiveAmount']).toBe(money(stored.total));
          expect(totals['cbc:LineExtensionAmount']).toBe(money(linesHt));
          expect(tax['cbc:TaxAmount']).toBe(money(stored.tax));
        },
      ),
      { numRuns: 400 },
    );
  });
});
