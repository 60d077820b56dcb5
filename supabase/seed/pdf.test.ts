import { describe, expect, it } from 'vitest';
import { buildPdf, encodeWinAnsi, utf16Hex, wrap } from './pdf';

/** Checks the cross-reference table: every entry points at "N 0 obj". */
function checkXref(pdf: Buffer) {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const header = /xref\n0 (\d+)\n/.exec(text.slice(startxref));
  const count = Number(header?.[1]);
  const entries = text
    .slice(startxref + (header?.[0].length ?? 0))
    .split('\n')
    .slice(0, count);
  expect(entries[0]).toBe('0000000000 65535 f ');
  for (let n = 1; n < count; n++) {
    const entry = entries[n] ?? '';
    expect(entry).toMatch(/^\d{10} 00000 n $/);
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${n} 0 obj`.length)).toBe(`${n} 0 obj`);
  }
  expect(text).toContain(`/Size ${count}`);
  return count;
}

describe('buildPdf', () => {
  const pdf = buildPdf(
    [
      { kind: 'title', text: 'Fiche technique — Vernis' },
      { kind: 'heading', text: 'Séchage' },
      { kind: 'text', text: 'Sec au toucher en 8 heures (20 °C).' },
    ],
    { title: 'Fiche technique — Vernis', footer: 'Nuancier' },
  );

  it('starts with a PDF header and ends with %%EOF', () => {
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1').endsWith('%%EOF\n')).toBe(true);
  });

  it('has a cross-reference table whose offsets point at the objects', () => {
    expect(checkXref(pdf)).toBe(8);
  });

  it('declares the right stream length', () => {
    const text = pdf.toString('latin1');
    const match = /<< \/Length (\d+) >>\nstream\n/.exec(text);
    expect(match).not.toBeNull();
    const start = (match?.index ?? 0) + (match?.[0].length ?? 0);
    const length = Number(match?.[1]);
    expect(text.slice(start + length, start + length + 10)).toBe('\nendstream');
  });

  it('paginates long texts and keeps the xref valid', () => {
    const long = buildPdf(
      Array.from({ length: 60 }, (_, i) => ({
        kind: 'text' as const,
        text: `Paragraphe ${i} ` + 'mot '.repeat(60),
      })),
      { title: 'Long', footer: 'Nuancier' },
    );
    const text = long.toString('latin1');
    const pages = Number(/\/Count (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(checkXref(long)).toBe(6 + pages * 2);
  });
});

describe('encodeWinAnsi', () => {
  it('encodes French letters and typographic quotes in WinAnsi', () => {
    expect(encodeWinAnsi('é')).toEqual([0xe9]);
    expect(encodeWinAnsi('’')).toEqual([0x92]);
    expect(encodeWinAnsi('œ')).toEqual([0x9c]);
  });

  it('escapes parentheses and backslashes', () => {
    expect(Buffer.from(encodeWinAnsi('a(b)\\')).toString('latin1')).toBe('a\\(b\\)\\\\');
  });

  it('replaces characters WinAnsi cannot show', () => {
    expect(encodeWinAnsi('✓')).toEqual([0x3f]);
  });
});

describe('helpers', () => {
  it('wraps on word boundaries', () => {
    expect(wrap('un deux trois quatre', 9)).toEqual(['un deux', 'trois', 'quatre']);
  });

  it('writes UTF-16BE with a byte order mark', () => {
    expect(utf16Hex('é')).toBe('FEFF00E9');
  });
});
