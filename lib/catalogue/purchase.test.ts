import { describe, expect, it } from 'vitest';
import { fromPrice, selectOption, type PurchaseOption } from './purchase';
import type { StockState } from './types';

const option = (variantId: string, priceTtc: number, stock: StockState): PurchaseOption => ({
  variantId,
  name: variantId,
  referenceCode: null,
  priceTtc,
  priceHt: Math.round(priceTtc / 1.2),
  stock,
  maxQuantity: stock === 'out_of_stock' ? 0 : 5,
  volumeLiters: null,
});

// The cheapest format is sold out: the shopper can only buy from 24,90 €.
const options = [
  option('250-ml', 990, 'out_of_stock'),
  option('1-l', 2490, 'in_stock'),
  option('5-l', 9990, 'low_stock'),
];

describe('« À partir de » and the opening format', () => {
  it('quotes the lowest price in stock, not a sold-out format', () => {
    expect(fromPrice(options)).toEqual({ priceTtc: 2490, from: true });
  });

  it('quotes the lowest price of all when nothing is in stock', () => {
    const soldOut = options.map((o) => ({ ...o, stock: 'out_of_stock' as const }));
    expect(fromPrice(soldOut)).toEqual({ priceTtc: 990, from: true });
  });

  it('is not « from » when the only format in stock is the dearest', () => {
    const dearest = [option('a', 990, 'out_of_stock'), option('b', 2490, 'in_stock')];
    expect(fromPrice(dearest)).toEqual({ priceTtc: 2490, from: false });
  });

  it('opens on the first format in stock, or the one the address names', () => {
    expect(selectOption(options, null).variantId).toBe('1-l');
    expect(selectOption(options, 'inconnu').variantId).toBe('1-l');
    expect(selectOption(options, '250-ml').variantId).toBe('250-ml');
    const soldOut = options.map((o) => ({ ...o, stock: 'out_of_stock' as const }));
    expect(selectOption(soldOut, null).variantId).toBe('250-ml');
  });
});
