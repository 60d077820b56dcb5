import { describe, expect, it } from 'vitest';
import { createPrng, hashString } from './prng';

describe('createPrng', () => {
  it('gives the same sequence for the same seed', () => {
    const a = createPrng(42);
    const b = createPrng(42);
    const seqA = Array.from({ length: 20 }, () => a.next());
    const seqB = Array.from({ length: 20 }, () => b.next());
    expect(seqA).toEqual(seqB);
  });

  it('gives a different sequence for another seed', () => {
    const a = createPrng(1);
    const b = createPrng(2);
    expect(Array.from({ length: 5 }, () => a.next())).not.toEqual(
      Array.from({ length: 5 }, () => b.next()),
    );
  });

  it('stays within bounds and covers the range', () => {
    const prng = createPrng(7);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const value = prng.int(3, 8);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(8);
      seen.add(value);
      const f = prng.next();
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it('refuses to pick from an empty list', () => {
    expect(() => createPrng(1).pick([])).toThrow();
  });
});

describe('hashString', () => {
  it('is stable and spreads close strings', () => {
    expect(hashString('vernis')).toBe(hashString('vernis'));
    expect(hashString('vernis')).not.toBe(hashString('vernit'));
  });
});
