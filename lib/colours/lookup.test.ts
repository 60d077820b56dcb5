import { describe, expect, it, vi } from 'vitest';
import { findColourBySlug, type ColourFinders, type LookupRow } from './lookup';

type Row = LookupRow & { id: string };

function finders(
  rows: { code?: Row[]; legacy?: Row[]; plate?: Row[]; partial?: Row[] } = {},
): ColourFinders<Row> & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    byCodes: vi.fn(async (codes: string[]) => {
      calls.push(`code:${codes.length}`);
      return rows.code ?? [];
    }),
    byLegacyCodes: vi.fn(async (codes: string[]) => {
      calls.push(`legacy:${codes.join(',')}`);
      return rows.legacy ?? [];
    }),
    byCodeKeys: vi.fn(async (keys: string[]) => {
      calls.push(`plate:${keys.join(',')}`);
      return rows.plate ?? [];
    }),
    byPartialCode: vi.fn(async (term: string) => {
      calls.push(`partial:${term}`);
      return rows.partial ?? [];
    }),
  };
}

const row = (id: string, code: string, name: string, legacyCode: string | null = null): Row => ({
  id,
  code,
  name,
  legacyCode,
});

describe('findColourBySlug', () => {
  it('stops at the code step and prefers the exact slug', async () => {
    const f = finders({
      code: [row('a', 'QNG', 'Gris Cassiopée'), row('b', 'QNG', 'Gris Platine')],
      legacy: [row('z', 'X', 'Y')],
    });
    const found = await findColourBySlug('qng-gris-platine', f);
    expect(found).toEqual({ colour: row('b', 'QNG', 'Gris Platine'), step: 'code' });
    expect(f.calls).toHaveLength(1);
    expect(f.calls[0]).toMatch(/^code:/);
    expect(f.byCodes).toHaveBeenCalledWith(expect.arrayContaining(['QNG', 'QNG-GRIS']));
  });

  it('without an exact slug, takes the longest code candidate', async () => {
    const f = finders({ code: [row('short', 'LY', 'Jaune'), row('long', 'LY 7W', 'Argent')] });
    const found = await findColourBySlug('ly-7w-reflexsilber', f);
    expect(found?.colour.id).toBe('long');
    expect(found?.step).toBe('code');
  });

  it('falls back to the legacy code with hyphens as dots', async () => {
    const f = finders({ legacy: [row('l', 'B521', 'Rouge Vif', '5.21')] });
    const found = await findColourBySlug('5-21-rouge-vif', f);
    expect(found).toEqual({ colour: row('l', 'B521', 'Rouge Vif', '5.21'), step: 'legacy' });
    expect(f.calls[1]).toBe('legacy:5.21.ROUGE.VIF,5.21.rouge.vif,5.21.ROUGE,5.21.rouge,5.21,5');
    expect(f.calls).toHaveLength(2);
  });

  it('last, matches the code partially: exact slug first, else the shortest code', async () => {
    const exact = finders({
      partial: [row('1', 'KTV', 'Blanc'), row('2', 'KTV1', 'Gris Alu'), row('3', 'K', 'Noir')],
    });
    expect((await findColourBySlug('ktv1-gris-alu', exact))?.colour.id).toBe('2');
    expect(exact.calls.map((c) => c.split(':')[0])).toEqual(['code', 'legacy', 'partial']);
    expect(exact.calls[2]).toBe('partial:ktv1');

    const shortest = finders({ partial: [row('1', 'KTV12', 'Blanc'), row('2', 'KTV1', 'Gris')] });
    const found = await findColourBySlug('ktv-inconnu', shortest);
    expect(found).toEqual({ colour: row('2', 'KTV1', 'Gris'), step: 'partial' });
  });

  it('returns null when nothing matches, and does not query for an empty slug', async () => {
    const f = finders();
    expect(await findColourBySlug('zzz-inconnu', f)).toBeNull();
    const empty = finders();
    expect(await findColourBySlug('--', empty)).toBeNull();
    expect(empty.calls).toEqual([]);
  });

  it('reads the code as printed on a Renault plate before any partial match', async () => {
    const f = finders({ plate: [row('k', 'KNG', 'Gris Platine')] });
    const found = await findColourBySlug('tekng', f, 'renault');
    expect(found).toEqual({ colour: row('k', 'KNG', 'Gris Platine'), step: 'plate' });
    expect(f.calls).toContain('plate:kng,0vkng,nvkng');
    expect(f.calls.some((c) => c.startsWith('partial'))).toBe(false);
  });

  it('reads « te-nnp » and a Volkswagen code without its L', async () => {
    const renault = finders();
    await findColourBySlug('te-nnp', renault, 'renault');
    expect(renault.calls).toContain('plate:nnp,0vnnp,nvnnp');
    const vw = finders();
    await findColourBySlug('c9x', vw, 'volkswagen');
    expect(vw.calls).toContain('plate:lc9x');
  });

  it('has no plate step for a maker without plate conventions', async () => {
    const f = finders();
    await findColourBySlug('tekng', f, 'bmw');
    expect(f.calls.some((c) => c.startsWith('plate'))).toBe(false);
  });
});
