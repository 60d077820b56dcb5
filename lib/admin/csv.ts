import Papa from 'papaparse';

/**
 * CSV as a French shop owner's spreadsheet writes and reads it: `;` between fields (Excel in
 * French), a BOM so accents open right, decimal commas in numbers. Reading accepts `;` or `,`
 * (whichever the header uses) and reports each malformed line by its number.
 */
const CSV_SEPARATOR = ';';
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const text = Papa.unparse(
    {
      fields: [...header],
      data: rows.map((row) => row.map((value) => (value == null ? '' : String(value)))),
    },
    { delimiter: CSV_SEPARATOR, newline: '\r\n' },
  );
  return `\uFEFF${text}\r\n`;
}

type CsvRow = { line: number; values: Record<string, string> };
export type ParsedCsv = {
  header: string[];
  rows: CsvRow[];
  errors: { line: number; message: string }[];
};

export function parseCsv(text: string): ParsedCsv {
  const clean = text.replace(/^\uFEFF/, '');
  const firstLine = clean.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') ? ';' : ',';
  const result = Papa.parse<string[]>(clean, { delimiter, skipEmptyLines: 'greedy' });
  const [headerRow = [], ...data] = result.data;
  const header = headerRow.map((h) => h.trim().toLowerCase());
  const errors = result.errors.map((e) => ({ line: (e.row ?? 0) + 1, message: e.message }));
  const rows = data.map((cells, index) => ({
    line: index + 2,
    values: Object.fromEntries(header.map((h, i) => [h, (cells[i] ?? '').trim()])),
  }));
  return { header, rows, errors };
}

/** « oui »/« non » (also 1/0, true/false, vrai/faux) → boolean; null when it is neither. */
export function csvBoolean(value: string): boolean | null {
  const v = value.trim().toLowerCase();
  if (['oui', '1', 'true', 'vrai', 'o', 'x'].includes(v)) return true;
  if (['non', '0', 'false', 'faux', 'n', ''].includes(v)) return false;
  return null;
}

export const csvYesNo = (value: boolean) => (value ? 'oui' : 'non');
