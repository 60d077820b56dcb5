import { describe, expect, it } from 'vitest';
import { PROMOTIONS } from '@/tests/support/pricing-data';
import { applyPromotion, findPromotion, MIN_PAYABLE_CENTS } from './apply';
import type { Promotion } from './types';

const promo = (over: Partial<Promotion>): Promotion[] => [
  {
    code: 'X',
    name: 'x',
    type: 'percentage',
    value: 10,
    minOrderAmount: null,
    maxDiscountAmount: null,
    ...over,
  },
];

describe('applyPromotion', () => {
  it('matches codes case-insensitively and ignores blanks around them', () => {
    expect(findPromotion(PROMOTIONS, '  bienvenue10 ')?.code).toBe('BIENVENUE10');
    expect(applyPromotion(PROMOTIONS, 'Bienvenue10', 4000, 0)).toMatchObject({
      status: 'applied',
      discountCents: 400,
    });
  });

  it('says invalid for an unknown code and none when no code is typed', () => {
    expect(applyPromotion(PROMOTIONS, 'INCONNU', 4000, 690)).toEqual({
      status: 'invalid',
      code: 'INCONNU',
    });
    expect(applyPromotion(PROMOTIONS, '', 4000, 690)).toEqual({ status: 'none' });
    expect(applyPromotion(PROMOTIONS, { code: 'BIENVENUE10' }, 4000, 690)).toEqual({
      status: 'none',
    });
  });

  it('refuses below min_order_amount with the minimum', () => {
    expect(applyPromotion(PROMOTIONS, 'ATELIER15', 9999, 0)).toEqual({
      status: 'minimum',
      code: 'ATELIER15',
      minOrderAmount: 10000,
    });
    expect(applyPromotion(PROMOTIONS, 'ATELIER15', 10000, 0)).toMatchObject({
      status: 'applied',
      discountCents: 1500,
    });
  });

  it('percentage uses value/100 of the lines, not the shipping', () => {
    expect(applyPromotion(promo({ value: 15 }), 'x', 3333, 690)).toMatchObject({
      discountCents: 500,
      shippingDiscountCents: 0,
    });
  });

  it('caps the discount at max_discount_amount', () => {
    expect(applyPromotion(PROMOTIONS, 'BIENVENUE10', 100000, 0)).toMatchObject({
      discountCents: 500,
    });
    expect(
      applyPromotion(
        promo({ type: 'fixed_amount', value: 3000, maxDiscountAmount: 2000 }),
        'x',
        10000,
        0,
      ),
    ).toMatchObject({ discountCents: 2000 });
  });

  it('free shipping discounts the shipping amount', () => {
    expect(applyPromotion(PROMOTIONS, 'LIVRAISONOFFERTE', 3000, 690)).toMatchObject({
      discountCents: 690,
      shippingDiscountCents: 690,
    });
    expect(applyPromotion(PROMOTIONS, 'LIVRAISONOFFERTE', 6000, 0)).toMatchObject({
      discountCents: 0,
    });
  });

  it('leaves at least 0.50 € to pay', () => {
    const outcome = applyPromotion(promo({ type: 'fixed_amount', value: 5000 }), 'x', 1200, 300);
    expect(outcome).toMatchObject({ discountCents: 1500 - MIN_PAYABLE_CENTS });
    expect(applyPromotion(promo({ type: 'percentage', value: 100 }), 'x', 40, 0)).toMatchObject({
      discountCents: 0,
    });
  });

  it('TOUTGRATIS makes the order cost 1 € with free shipping', () => {
    expect(applyPromotion(PROMOTIONS, 'toutgratis', 12345, 690)).toMatchObject({
      status: 'applied',
      discountCents: 12345 + 690 - 100,
      shippingDiscountCents: 690,
    });
  });

  it('gives nothing on an empty cart', () => {
    expect(applyPromotion(PROMOTIONS, 'BIENVENUE10', 0, 0)).toEqual({
      status: 'invalid',
      code: 'BIENVENUE10',
    });
  });
});
