/** fast-check arbitraries shared by the pricing property tests. */
import fc from 'fast-check';
import type { Promotion } from '@/lib/promotions/types';
import { IDS } from './pricing-data';

/** Every promotion type, TOUTGRATIS, minimums and caps (percentages within 0–100). */
export const promotionArbitrary: fc.Arbitrary<Promotion> = fc
  .record({
    code: fc.constantFrom('PROMO', 'TOUTGRATIS'),
    name: fc.constant('Promotion'),
    type: fc.constantFrom('percentage', 'fixed_amount', 'free_shipping'),
    value: fc.integer({ min: 0, max: 20000 }),
    minOrderAmount: fc.option(fc.integer({ min: 0, max: 50000 })),
    maxDiscountAmount: fc.option(fc.integer({ min: 0, max: 20000 })),
  })
  .map((p) => (p.type === 'percentage' ? { ...p, value: p.value % 101 } : p));

/** A custom paint or varnish line as a browser sends it (some colours or sizes not sold). */
export const paintLineArbitrary = fc.record({
  productId: fc.constantFrom(IDS.colour, IDS.twoTone, IDS.inactiveColour, IDS.pot, 'stylo-vernis'),
  variantId: fc.constantFrom(
    'peinture-pot:water:1',
    'peinture-pot:water:0.5',
    'peinture-pot:solvent:0.5',
    'peinture-bombe:standard:0.4',
    'peinture-pot:water:0.5:teinte1',
    'vernis:0.02',
  ),
  quantity: fc.integer({ min: 1, max: 120 }),
});
