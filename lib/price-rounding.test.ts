import { describe, expect, it } from 'vitest';
import { scaledPrice } from './price-rounding';

describe('scaledPrice (« Variation des prix (%) »)', () => {
  it('scales to the nearest cent without floating-point drift', () => {
    expect(scaledPrice(1999, -10, 'none')).toBe(1799);
    expect(scaledPrice(1000, 5.5, 'none')).toBe(1055);
    // Half a cent rounds up (0,35 € + 10 % = 0,385 €).
    expect(scaledPrice(35, 10, 'none')).toBe(39);
    expect(scaledPrice(2490, 12.5, 'none')).toBe(2801);
  });

  it('rounds to the nearest x,90 €, never below 0,90 €', () => {
    expect(scaledPrice(1234, 0.1, 'x90')).toBe(1190);
    expect(scaledPrice(1000, 25, 'x90')).toBe(1290);
    expect(scaledPrice(1000, -10, 'x90')).toBe(890);
    expect(scaledPrice(50, 10, 'x90')).toBe(90);
  });

  it('rounds to the nearest euro, never below 1 €; a free price stays free', () => {
    expect(scaledPrice(1234, 2, 'euro')).toBe(1300);
    expect(scaledPrice(1000, 2, 'euro')).toBe(1000);
    expect(scaledPrice(30, 10, 'euro')).toBe(100);
    expect(scaledPrice(0, 10, 'x90')).toBe(0);
  });
});
