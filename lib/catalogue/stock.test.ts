import { describe, expect, it } from 'vitest';
import { isPurchasable, LOW_STOCK_THRESHOLD, stockState } from './stock';

describe('stockState', () => {
  it('reads unlimited stock first, whatever the quantity', () => {
    expect(stockState(0, true)).toBe('unlimited');
    expect(stockState(-3, true)).toBe('unlimited');
  });

  it('splits out of stock, low stock and in stock at the threshold', () => {
    expect(stockState(0, false)).toBe('out_of_stock');
    expect(stockState(-1, false)).toBe('out_of_stock');
    expect(stockState(1, false)).toBe('low_stock');
    expect(stockState(LOW_STOCK_THRESHOLD, false)).toBe('low_stock');
    expect(stockState(LOW_STOCK_THRESHOLD + 1, false)).toBe('in_stock');
  });

  it('lets every state but out of stock be bought', () => {
    expect(isPurchasable('out_of_stock')).toBe(false);
    expect(isPurchasable('low_stock')).toBe(true);
    expect(isPurchasable('unlimited')).toBe(true);
  });
});
