/**
 * Property test: random carts (products, variants, custom paint, varnish pens, junk lines) and
 * random promotions (every type, minimums, caps, TOUTGRATIS), for visitors and professionals.
 * Whatever the cart, the totals keep the shop's invariants.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_PAYABLE_CENTS, TOUTGRATIS_TOTAL_CENTS } from '@/lib/promotions/apply';
import { parseLines } from './lines';
import { priceCart } from './price-cart';
import { paintLineArbitrary, promotionArbitrary } from '@/tests/support/pricing-arbitraries';
import { IDS, PRO_CALLER, testData, VISITOR_CALLER } from '@/tests/support/pricing-data';

const base = testData();

const productLine = fc.record({
  productId: fc.constantFrom(IDS.primer, IDS.thinner, IDS.hidden, IDS.soldOut, IDS.unlimited, 'x'),
  variantId: fc.constantFrom(null, IDS.thinner1l, IDS.thinner5l, 'pas-un-id'),
  quantity: fc.oneof(fc.integer({ min: -5, max: 500 }), fc.double(), fc.string()),
  price: fc.double(),
});
const paintLine = paintLineArbitrary;
const promotion = promotionArbitrary;

describe('priceCart invariants', () => {
  it('total = Σ lines − discount + shipping, discount ≤ cap, payable floors, HT + TVA = TTC', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(productLine, paintLine, fc.anything()), { maxLength: 30 }),
        promotion,
        fc.constantFrom('PROMO', 'promo', 'TOUTGRATIS', '', 'AUTRE'),
        fc.constantFrom('FR', 'BE', 'LU'),
        fc.boolean(),
        (lines, promo, typed, country, pro) => {
          const data = { ...base, promotions: [promo] };
          const cart = priceCart(data, pro ? PRO_CALLER : VISITOR_CALLER, parseLines(lines), {
            promoCode: typed,
            country,
          });
          const ok = cart.lines.filter((l) => l.status === 'ok');
          const sum = ok.reduce((s, l) => s + l.totalTtc, 0);
          expect(cart.subtotalTtc).toBe(sum);
          for (const l of ok) {
            expect(Number.isInteger(l.unitTtc) && l.unitTtc > 0).toBe(true);
            expect(l.totalTtc).toBe(l.unitTtc * l.quantity);
            expect(l.quantity).toBeGreaterThanOrEqual(1);
            expect(l.quantity).toBeLessThanOrEqual(99);
          }
          for (const l of cart.lines.filter((x) => x.status !== 'ok')) expect(l.totalTtc).toBe(0);
          expect(cart.totalTtc).toBe(sum - cart.discountTtc + cart.shippingTtc);
          expect(cart.discountTtc).toBeGreaterThanOrEqual(0);
          expect(cart.totalHt + cart.totalTva).toBe(cart.totalTtc);
          expect(Number.isInteger(cart.totalHt) && Number.isInteger(cart.totalTva)).toBe(true);
          expect(cart.discountTtc).toBeLessThanOrEqual(cart.subtotalTtc);
          if (cart.promotion.status === 'applied' && cart.promotion.discountCents > 0) {
            const gratis = promo.code === 'TOUTGRATIS';
            expect(cart.totalTtc).toBeGreaterThanOrEqual(
              gratis ? TOUTGRATIS_TOTAL_CENTS : MIN_PAYABLE_CENTS,
            );
            if (gratis) expect(cart.totalTtc).toBe(TOUTGRATIS_TOTAL_CENTS);
            if (!gratis && promo.maxDiscountAmount !== null) {
              expect(cart.promotion.discountCents).toBeLessThanOrEqual(promo.maxDiscountAmount);
            }
            if (!gratis && promo.type === 'free_shipping') {
              // The shipping's part comes off the shipping, not the lines.
              expect(cart.discountTtc).toBe(0);
              expect(cart.shippingTtc).toBe(
                (cart.shipping.selected?.priceCents ?? 0) - cart.promotion.discountCents,
              );
            }
            if (promo.minOrderAmount !== null) {
              expect(cart.subtotalTtc).toBeGreaterThanOrEqual(promo.minOrderAmount);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
