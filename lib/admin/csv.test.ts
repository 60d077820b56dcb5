import { describe, expect, it } from 'vitest';
import { csvBoolean, parseCsv, toCsv } from './csv';

describe('admin CSV', () => {
  it('writes a French spreadsheet CSV and reads it back', () => {
    const text = toCsv(
      ['slug', 'nom', 'prix_ttc'],
      [['vernis-2k', 'Vernis « 2K »; brillant', '32,90']],
    );
    expect(text.startsWith('\uFEFFslug;nom;prix_ttc\r\n')).toBe(true);
    const parsed = parseCsv(text);
    expect(parsed.header).toEqual(['slug', 'nom', 'prix_ttc']);
    expect(parsed.rows).toEqual([
      { line: 2, values: { slug: 'vernis-2k', nom: 'Vernis « 2K »; brillant', prix_ttc: '32,90' } },
    ]);
  });

  it('reads comma-separated files, and skips blank lines', () => {
    const parsed = parseCsv('Slug,Nom\n\na,"b, c"\nd,e\n');
    expect(parsed.header).toEqual(['slug', 'nom']);
    expect(parsed.rows.map((r) => r.values.nom)).toEqual(['b, c', 'e']);
  });

  it('reads yes/no in French', () => {
    expect(csvBoolean('Oui')).toBe(true);
    expect(csvBoolean('non')).toBe(false);
    expect(csvBoolean('peut-être')).toBeNull();
  });
});
