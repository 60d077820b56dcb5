import { describe, expect, it } from 'vitest';
import { drawWinners, listFingerprint, seededIntegers } from './draw';

const entries = Array.from({ length: 50 }, (_, i) => `entry-${String(i).padStart(2, '0')}`);

describe('contest draw', () => {
  it('the same seed over the same list gives the same winners', () => {
    const first = drawWinners('graine-2026', entries, 3);
    expect(first).toHaveLength(3);
    expect(new Set(first).size).toBe(3);
    expect(drawWinners('graine-2026', entries, 3)).toEqual(first);
  });

  it('pins the documented algorithm (sha256 counter mode, rejection, partial Fisher–Yates)', () => {
    // A change of algorithm would make stored draws impossible to re-check: this must not move.
    expect(drawWinners('abc', ['a', 'b', 'c', 'd', 'e'], 5)).toMatchInlineSnapshot(`
      [
        "e",
        "c",
        "a",
        "d",
        "b",
      ]
    `);
  });

  it('another seed gives another order', () => {
    const a = drawWinners('graine-a', entries, 10);
    const b = drawWinners('graine-b', entries, 10);
    expect(a).not.toEqual(b);
  });

  it('never draws more winners than entries, and each entry once', () => {
    const all = drawWinners('x', ['a', 'b', 'c'], 10);
    expect([...all].sort()).toEqual(['a', 'b', 'c']);
    expect(drawWinners('x', [], 3)).toEqual([]);
  });

  it('is uniform enough: every entry wins about as often over many seeds', () => {
    const wins = new Map<string, number>();
    const small = entries.slice(0, 10);
    const runs = 20_000;
    for (let k = 0; k < runs; k++) {
      const [winner] = drawWinners(`graine-${k}`, small, 1);
      wins.set(winner!, (wins.get(winner!) ?? 0) + 1);
    }
    expect(wins.size).toBe(10);
    for (const count of wins.values()) {
      // Expected 2 000 each; 5 standard deviations (±212) is far beyond chance.
      expect(Math.abs(count - runs / 10)).toBeLessThan(212);
    }
  });

  it('numbers stay below their bound and refuse a bad bound', () => {
    const next = seededIntegers('bornes');
    for (let i = 0; i < 1000; i++) expect(next(7)).toBeLessThan(7);
    expect(() => next(0)).toThrow();
  });

  it('the list fingerprint depends on order', () => {
    expect(listFingerprint(['a', 'b'])).not.toBe(listFingerprint(['b', 'a']));
    expect(listFingerprint(['a', 'b'])).toMatch(/^[0-9a-f]{64}$/);
  });
});
