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
    const codes = new Set<string>();
    const slugs = new Set<string>();
    for (const c of [...buildColours(), ...rows]) {
      const code = `${c.manufacturerSlug}/${c.code}`;
      expect(codes.has(code), code).toBe(false);
      codes.add(code);
      const slug = `${c.manufacturerSlug}/${colourSlug(c.code, c.name)}`;
      expect(slugs.has(slug), slug).toBe(false);
      slugs.add(slug);
    }
  });

  it('gives the big makers more colours than the small ones', () => {
    const renault = rows.filter((r) => r.manufacturerSlug === 'renault').length;
    const tesla = rows.filter((r) => r.manufacturerSlug === 'tesla').length;
    expect(renault).toBeGreaterThan(tesla * 5);
    expect(rows.some((r) => r.manufacturerSlug === 'ral')).toBe(false);
  });
});
