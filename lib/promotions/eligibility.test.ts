import { describe, expect, it } from 'vitest';
import { applyPromotion } from './apply';
import type { PromotionContext } from './eligibility';
import type { Promotion, PromotionLimits } from './types';

const NONE: PromotionLimits = {
  firstOrderOnly: false,
  maxUsesPerCustomer: null,
  maxUses: null,
  usesCount: 0,
  customerType: null,
  categoryIds: [],
  brandIds: [],
  combinableWithPro: true,
};

const promo = (limits: Partial<PromotionLimits>, over: Partial<Promotion> = {}): Promotion[] => [
  {
    code: 'LIM',
    name: 'Limitée',
    type: 'percentage',
    value: 10,
    minOrderAmount: null,
    maxDiscountAmount: null,
    limits: { ...NONE, ...limits },
    ...over,
  },
];

const context = (over: Partial<PromotionContext> = {}): PromotionContext => ({
  buyer: { orders: 0, usesByCode: new Map() },
  professional: false,
  proPriced: false,
  lines: [
    { brandId: 'b1', categoryIds: ['c1'], totalTtc: 3000 },
    { brandId: 'b2', categoryIds: ['c2'], totalTtc: 1000 },
  ],
  ...over,
});

const outcome = (promotions: Promotion[], ctx: PromotionContext) =>
  applyPromotion(promotions, 'lim', 4000, 690, ctx);

describe('promotion limits (pure)', () => {
  it('refuses after the first order, the customer’s uses or the total uses', () => {
    const returning = context({ buyer: { orders: 1, usesByCode: new Map([['LIM', 1]]) } });
    expect(outcome(promo({ firstOrderOnly: true }), returning)).toMatchObject({
      status: 'refused',
      reason: 'firstOrder',
    });
    expect(outcome(promo({ firstOrderOnly: true }), context()).status).toBe('applied');
    expect(outcome(promo({ maxUsesPerCustomer: 1 }), returning)).toMatchObject({
      reason: 'perCustomer',
    });
    expect(outcome(promo({ maxUsesPerCustomer: 2 }), returning).status).toBe('applied');
    expect(outcome(promo({ maxUses: 5, usesCount: 5 }), context())).toMatchObject({
      reason: 'exhausted',
    });
    expect(outcome(promo({ maxUses: 5, usesCount: 4 }), context()).status).toBe('applied');
  });

  it('leaves what depends on the account to the order for a visitor', () => {
    const visitor = context({ buyer: null });
    expect(outcome(promo({ firstOrderOnly: true, maxUsesPerCustomer: 1 }), visitor).status).toBe(
      'applied',
    );
    expect(outcome(promo({ customerType: 'professional' }), visitor)).toMatchObject({
      reason: 'professionalOnly',
    });
  });

  it('keeps a code to its customer type and refuses it with professional prices when not combinable', () => {
    const pro = context({ professional: true });
    expect(outcome(promo({ customerType: 'individual' }), pro)).toMatchObject({
      reason: 'individualOnly',
    });
    expect(outcome(promo({ customerType: 'professional' }), pro).status).toBe('applied');
    expect(
      outcome(
        promo({ combinableWithPro: false }),
        context({ professional: true, proPriced: true }),
      ),
    ).toMatchObject({ reason: 'notCombinable' });
    expect(outcome(promo({ combinableWithPro: false }), pro).status).toBe('applied');
  });

  it('computes a restricted code on its brands’ and categories’ lines only', () => {
    expect(outcome(promo({ brandIds: ['b1'] }), context())).toMatchObject({
      status: 'applied',
      discountCents: 300,
    });
    expect(outcome(promo({ categoryIds: ['c2'] }), context())).toMatchObject({
      discountCents: 100,
    });
    expect(outcome(promo({ brandIds: ['b9'], categoryIds: ['c9'] }), context())).toMatchObject({
      reason: 'noEligibleLine',
    });
    // A fixed amount gives at most its lines' total; unrestricted, it is unchanged.
    const fixed = { type: 'fixed_amount' as const, value: 2000 };
    expect(outcome(promo({ categoryIds: ['c2'] }, fixed), context())).toMatchObject({
      discountCents: 1000,
    });
    expect(outcome(promo({}, fixed), context())).toMatchObject({ discountCents: 2000 });
  });

  it('checks nothing without limits or without a context', () => {
    expect(applyPromotion(promo({ maxUses: 1, usesCount: 1 }), 'lim', 4000, 690).status).toBe(
      'applied',
    );
    expect(outcome(promo({}, { limits: undefined }), context({ buyer: null })).status).toBe(
      'applied',
    );
  });
});
