import { describe, expect, it } from 'vitest';
import { colourSlug } from '../../lib/colours/slug';
import { buildColours } from './colours';
import { largeColourRows } from './large';

describe('largeColourRows', () => {
  const rows = largeColourRows(20_000);

  it('is deterministic', () => {
    expect(largeColourRows(500)).toEqual(largeColourRows(500));
  });

  it('keeps codes and colour URLs unique per maker, demo colours included', () => {
    // Duplicates are collected and compared once: 40,000 separate expect() calls took longer
    // than the test's five seconds on a loaded machine.
    const codes = new Set<string>();
    const slugs = new Set<string>();
    const repeated: string[] = [];
    for (const c of [...buildColours(), ...rows]) {
      const code = `${c.manufacturerSlug}/${c.code}`;
      if (codes.has(code)) repeated.push(code);
      codes.add(code);
      const slug = `${c.manufacturerSlug}/${colourSlug(c.code, c.name)}`;
      if (slugs.has(slug)) repeated.push(slug);
      slugs.add(slug);
    }
    expect(repeated).toEqual([]);
    expect(codes.size).toBe(buildColours().length + rows.length);
  });

  it('gives the big makers more colours than the small ones', () => {
    const renault = rows.filter((r) => r.manufacturerSlug === 'renault').length;
    const tesla = rows.filter((r) => r.manufacturerSlug === 'tesla').length;
    expect(renault).toBeGreaterThan(tesla * 5);
    expect(rows.some((r) => r.manufacturerSlug === 'ral')).toBe(false);
  });
});
