import { describe, expect, it } from 'vitest';
import { TtlLru } from './cache';

describe('TtlLru', () => {
  it('returns values until they expire', () => {
    let now = 0;
    const cache = new TtlLru<string | null>(10, () => now);
    cache.set('a', 'x', 100);
    cache.set('miss', null, 50);
    expect(cache.get('a')).toBe('x');
    expect(cache.get('miss')).toBeNull();
    now = 60;
    expect(cache.get('miss')).toBeUndefined();
    expect(cache.has('a')).toBe(true);
    now = 100;
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the least recently used entry beyond its size', () => {
    const cache = new TtlLru<number>(2, () => 0);
    cache.set('a', 1, 1000);
    cache.set('b', 2, 1000);
    cache.get('a');
    cache.set('c', 3, 1000);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
