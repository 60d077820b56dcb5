/**
 * The colour CSV's `variantes` column (issue 41 §1): a colour's shade variants in one cell.
 * Variants are separated by « | », each one's fields by « / », in this order:
 *   nom / code variante / années / teinte / modèles
 * e.g. `standard / / 2005- / #f3f4f2 / 208, 308 | plus claire / EWP-V1 / 2012- / #f8f9f7 / 208`.
 * Years are `2005-2012`, `2005-` or `-2012` (or empty); the swatch is `#rrggbb` (or empty);
 * the models, last, may hold any character. The variant named « standard » is the standard,
 * else the first. An empty cell leaves the colour's variants as they are; `-` removes them all.
 * Pure (docs/decisions/shade-variants.md).
 */

export type CsvShade = {
  name: string;
  variantCode: string | null;
  yearFrom: number | null;
  yearTo: number | null;
  swatchHex: string | null;
  models: string | null;
  isStandard: boolean;
  position: number;
};

export type ShadeCell =
  | { kind: 'keep' }
  | { kind: 'clear' }
  | { kind: 'set'; shades: CsvShade[] }
  | { kind: 'error'; part: string };

const YEARS = /^(\d{4})?\s*-\s*(\d{4})?$|^(\d{4})$/;
const HEX = /^#[0-9a-f]{6}$/;

function readYears(raw: string): { from: number | null; to: number | null } | null {
  if (!raw) return { from: null, to: null };
  const m = YEARS.exec(raw);
  if (!m) return null;
  const from = m[1] ?? m[3];
  const to = m[2] ?? m[3];
  const out = { from: from ? Number(from) : null, to: to ? Number(to) : null };
  const ok = (y: number | null) => y === null || (y >= 1900 && y <= 2100);
  if (!ok(out.from) || !ok(out.to)) return null;
  if (out.from !== null && out.to !== null && out.from > out.to) return null;
  return out;
}

export function parseShadeCell(cell: string | undefined): ShadeCell {
  const text = (cell ?? '').trim();
  if (!text) return { kind: 'keep' };
  if (text === '-') return { kind: 'clear' };
  const shades: CsvShade[] = [];
  for (const part of text.split('|')) {
    const fields = part.split('/');
    const [name = '', code = '', years = '', hex = ''] = fields.slice(0, 4).map((f) => f.trim());
    const models = fields.slice(4).join('/').trim();
    const read = readYears(years);
    const swatch = hex.toLowerCase();
    if (!name || name.length > 60 || code.length > 40 || !read || (swatch && !HEX.test(swatch))) {
      return { kind: 'error', part: part.trim() };
    }
    if (shades.some((s) => s.name.toLowerCase() === name.toLowerCase())) {
      return { kind: 'error', part: part.trim() };
    }
    shades.push({
      name,
      variantCode: code || null,
      yearFrom: read.from,
      yearTo: read.to,
      swatchHex: swatch || null,
      models: models.slice(0, 200) || null,
      isStandard: false,
      position: shades.length,
    });
  }
  const standard = shades.find((s) => s.name.toLowerCase() === 'standard') ?? shades[0]!;
  standard.isStandard = true;
  return { kind: 'set', shades };
}

/** The cell of an export (and what an import compares with): empty when there is none. */
export function formatShadeCell(shades: readonly Omit<CsvShade, 'position'>[]): string {
  return shades
    .map((s) => {
      const years =
        s.yearFrom === null && s.yearTo === null
          ? ''
          : s.yearFrom !== null && s.yearFrom === s.yearTo
            ? String(s.yearFrom)
            : `${s.yearFrom ?? ''}-${s.yearTo ?? ''}`;
      // « standard / / 2005- / #f3f4f2 / 208 »: an empty field is one space between slashes.
      return [s.name, s.variantCode ?? '', years, s.swatchHex ?? '', s.models ?? '']
        .join(' / ')
        .replace(/\/ {2}(?=\/)/g, '/ ')
        .trimEnd();
    })
    .join(' | ');
}
