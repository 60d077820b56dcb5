import 'server-only';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import { csvBoolean, csvYesNo, MAX_IMPORT_ROWS, parseCsv, toCsv } from '@/lib/admin/csv';
import type { Admin } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import type { DbHandle } from '@/lib/db/handle';
import { colourShadeVariants, paintColors, paintManufacturers } from '@/lib/db/schema';
import { getAdminT } from '@/lib/i18n/admin';
import {
  COLOUR_CATEGORIES,
  COLOUR_CODE,
  CSS_PREVIEW,
  SPECIAL_EFFECTS,
} from '@/lib/validation/admin-colours';
import type { ImportLine, ImportReport } from '@/lib/admin/products/csv';
import { formatShadeCell, parseShadeCell, type CsvShade, type ShadeCell } from './shade-csv';

/**
 * A maker's colour chart as a spreadsheet: one line per colour, matched on the maker's slug
 * and the code (case-insensitive). The dry run reports every line; applying writes all the
 * lines in one transaction, or none when any line is wrong. Thousands of lines take a few
 * statements: existing colours are read once, new ones inserted in batches.
 */
export const COLOUR_CSV_COLUMNS = [
  'constructeur',
  'code',
  'nom',
  'categorie',
  'apercu_css',
  'effet',
  'eau',
  'solvant',
  'brillant_direct',
  'code_ancien',
  'actif',
  // Shade variants (issue 41 §1), one cell per colour: lib/admin/colours/shade-csv.ts.
  'variantes',
] as const;

type Values = {
  manufacturerId: string;
  colorCode: string;
  colorName: string;
  category: (typeof COLOUR_CATEGORIES)[number];
  cssPreview: string | null;
  specialEffect: (typeof SPECIAL_EFFECTS)[number] | null;
  availableWater: boolean;
  availableSolvent: boolean;
  availableGlossDirect: boolean;
  colorCodeLegacy: string | null;
  isActive: boolean;
};

const COMPARED: [keyof Values, string][] = [
  ['colorName', 'nom'],
  ['category', 'categorie'],
  ['cssPreview', 'apercu_css'],
  ['specialEffect', 'effet'],
  ['availableWater', 'eau'],
  ['availableSolvent', 'solvant'],
  ['availableGlossDirect', 'brillant_direct'],
  ['colorCodeLegacy', 'code_ancien'],
  ['isActive', 'actif'],
];

export async function exportColoursCsv(
  db: DbHandle,
  _admin: Admin,
  makerSlug?: string,
): Promise<string> {
  const rows = await db
    .select({ c: paintColors, maker: paintManufacturers.slug })
    .from(paintColors)
    .innerJoin(paintManufacturers, eq(paintManufacturers.id, paintColors.manufacturerId))
    .where(makerSlug ? eq(paintManufacturers.slug, makerSlug) : undefined)
    .orderBy(asc(paintManufacturers.slug), asc(paintColors.colorCode));
  const shades = await shadesOf(
    db,
    rows.map(({ c }) => c.id),
  );
  return toCsv(
    COLOUR_CSV_COLUMNS,
    rows.map(({ c, maker }) => [
      maker,
      c.colorCode,
      c.colorName,
      c.category,
      c.cssPreview,
      c.specialEffect,
      csvYesNo(c.availableWater),
      csvYesNo(c.availableSolvent),
      csvYesNo(c.availableGlossDirect),
      c.colorCodeLegacy,
      csvYesNo(c.isActive),
      formatShadeCell(shades.get(c.id) ?? []),
    ]),
  );
}

/** The variants of these colours, in their order (the export's and the import's compare). */
async function shadesOf(db: DbHandle, colourIds: string[]) {
  const byColour = new Map<string, CsvShade[]>();
  if (colourIds.length === 0) return byColour;
  const rows = await db
    .select()
    .from(colourShadeVariants)
    .where(inArray(colourShadeVariants.colourId, colourIds))
    .orderBy(asc(colourShadeVariants.position), asc(colourShadeVariants.name));
  for (const r of rows) {
    const list = byColour.get(r.colourId) ?? [];
    list.push({ ...r, position: list.length });
    byColour.set(r.colourId, list);
  }
  return byColour;
}

/** Replaces a colour's variants with those of its line (none for « - »). */
async function writeShades(tx: DbHandle, colourId: string, cell: ShadeCell) {
  if (cell.kind !== 'set' && cell.kind !== 'clear') return;
  await tx.delete(colourShadeVariants).where(eq(colourShadeVariants.colourId, colourId));
  if (cell.kind === 'set' && cell.shades.length > 0) {
    await tx.insert(colourShadeVariants).values(cell.shades.map((s) => ({ ...s, colourId })));
  }
}

type Maker = { id: string; category: (typeof COLOUR_CATEGORIES)[number] };

function readLine(values: Record<string, string>, makers: Map<string, Maker>) {
  const t = getAdminT();
  const errors: string[] = [];
  const err = (column: string, message: string) =>
    errors.push(t('import.cell', { column, message }));
  const maker = makers.get(values.constructeur ?? '');
  if (!maker) err('constructeur', t('import.unknownMaker', { slug: values.constructeur ?? '' }));
  const code = values.code ?? '';
  if (!COLOUR_CODE.test(code)) err('code', t('validation.colourCodeInvalid'));
  const name = values.nom ?? '';
  if (!name || name.length > 120) err('nom', t('validation.nameRequired'));
  const category = values.categorie || maker?.category || '';
  if ((maker || values.categorie) && !(COLOUR_CATEGORIES as readonly string[]).includes(category))
    err('categorie', t('validation.colourCategoryInvalid'));
  const css = values.apercu_css ?? '';
  if (css && (!CSS_PREVIEW.test(css) || /url\s*\(/i.test(css)))
    err('apercu_css', t('validation.cssPreviewInvalid'));
  const effect = values.effet ?? '';
  if (effect && !(SPECIAL_EFFECTS as readonly string[]).includes(effect))
    err('effet', t('validation.effectInvalid'));
  const flags: Record<string, boolean> = {
    eau: true,
    solvant: true,
    brillant_direct: false,
    actif: true,
  };
  for (const column of Object.keys(flags)) {
    const raw = values[column];
    if (raw === undefined || raw === '') continue;
    const read = csvBoolean(raw);
    if (read === null) err(column, t('import.booleanInvalid'));
    else flags[column] = read;
  }
  const legacy = values.code_ancien ?? '';
  if (legacy.length > 30) err('code_ancien', t('validation.colourCodeInvalid'));
  const shades = parseShadeCell(values.variantes);
  if (shades.kind === 'error') err('variantes', t('import.shadesInvalid', { part: shades.part }));
  const key = `${values.constructeur ?? ''} ${code}`;
  if (errors.length || !maker) return { key, errors };
  const read: Values = {
    manufacturerId: maker.id,
    colorCode: code,
    colorName: name,
    category: category as Values['category'],
    cssPreview: css || null,
    specialEffect: (effect || null) as Values['specialEffect'],
    availableWater: flags.eau!,
    availableSolvent: flags.solvant!,
    availableGlossDirect: flags.brillant_direct!,
    colorCodeLegacy: legacy || null,
    isActive: flags.actif!,
  };
  return { key, errors, values: read, shades };
}

type Planned = ImportLine & { values?: Values; id?: string; before?: unknown; shades?: ShadeCell };

async function plan(db: DbHandle, rows: { line: number; values: Record<string, string> }[]) {
  const t = getAdminT();
  const slugs = [...new Set(rows.map((r) => r.values.constructeur ?? ''))];
  const makerRows = slugs.length
    ? await db
        .select({
          id: paintManufacturers.id,
          slug: paintManufacturers.slug,
          category: paintManufacturers.category,
        })
        .from(paintManufacturers)
        .where(inArray(paintManufacturers.slug, slugs))
    : [];
  const makers = new Map(makerRows.map((m) => [m.slug, { id: m.id, category: m.category }]));
  const existingRows = makerRows.length
    ? await db
        .select()
        .from(paintColors)
        .where(
          inArray(
            paintColors.manufacturerId,
            makerRows.map((m) => m.id),
          ),
        )
    : [];
  const existing = new Map(
    existingRows.map((c) => [`${c.manufacturerId} ${c.colorCode.toLowerCase()}`, c]),
  );
  const hasShades = rows.some((r) => (r.values.variantes ?? '').trim());
  const currentShades = hasShades
    ? await shadesOf(
        db,
        existingRows.map((c) => c.id),
      )
    : new Map<string, CsvShade[]>();
  const seen = new Set<string>();
  const lines: Planned[] = [];
  for (const row of rows) {
    const read = readLine(row.values, makers);
    const key = read.key.toLowerCase();
    if (seen.has(key)) read.errors.push(t('import.duplicateColour'));
    seen.add(key);
    if (read.errors.length || !read.values) {
      lines.push({
        line: row.line,
        slug: read.key,
        status: 'error',
        changes: [],
        errors: read.errors,
      });
      continue;
    }
    const current = existing.get(
      `${read.values.manufacturerId} ${read.values.colorCode.toLowerCase()}`,
    );
    if (!current) {
      lines.push({
        line: row.line,
        slug: read.key,
        status: 'create',
        changes: [],
        errors: [],
        values: read.values,
        shades: read.shades,
      });
      continue;
    }
    const changes = COMPARED.filter(([field]) => current[field] !== read.values![field]).map(
      ([, label]) => label,
    );
    const shadesBefore = formatShadeCell(currentShades.get(current.id) ?? []);
    const shadesAfter =
      read.shades?.kind === 'set'
        ? formatShadeCell(read.shades.shades)
        : read.shades?.kind === 'clear'
          ? ''
          : shadesBefore;
    if (shadesAfter !== shadesBefore) changes.push('variantes');
    lines.push({
      line: row.line,
      slug: read.key,
      status: changes.length ? 'update' : 'unchanged',
      changes,
      errors: [],
      values: read.values,
      id: current.id,
      before: current,
      shades: read.shades,
    });
  }
  return lines;
}

const counts = (lines: ImportLine[]) => ({
  create: lines.filter((l) => l.status === 'create').length,
  update: lines.filter((l) => l.status === 'update').length,
  unchanged: lines.filter((l) => l.status === 'unchanged').length,
  error: lines.filter((l) => l.status === 'error').length,
});
const strip = (lines: Planned[]): ImportLine[] =>
  lines.map(({ values: _v, id: _i, before: _b, shades: _s, ...line }) => line);

export async function importColoursCsv(
  admin: Admin,
  action: string,
  text: string,
  apply: boolean,
): Promise<ImportReport> {
  const t = getAdminT();
  const parsed = parseCsv(text);
  const missing = ['constructeur', 'code', 'nom'].filter((c) => !parsed.header.includes(c));
  if (missing.length)
    throw new ActionError(t('import.missingColumns', { columns: missing.join(', ') }));
  if (parsed.rows.length === 0) throw new ActionError(t('import.empty'));
  if (parsed.rows.length > MAX_IMPORT_ROWS)
    throw new ActionError(t('import.tooManyRows', { max: MAX_IMPORT_ROWS }));

  const preview = await plan(getDb(), parsed.rows);
  const previewCounts = counts(preview);
  if (!apply || previewCounts.error > 0 || previewCounts.create + previewCounts.update === 0)
    return { applied: false, lines: strip(preview), counts: previewCounts };

  return adminWrite(admin, action, async (tx, audit) => {
    // One import at a time per chart: lock the makers, then plan again on what is committed.
    const makerIds = [
      ...new Set(preview.flatMap((l) => (l.values ? [l.values.manufacturerId] : []))),
    ].sort();
    await tx.execute(
      sql`select 1 from ${paintManufacturers} where ${inArray(paintManufacturers.id, makerIds)} order by id for update`,
    );
    const lines = await plan(tx, parsed.rows);
    const again = counts(lines);
    if (again.error > 0) throw new ActionError(t('import.refusedTitle'));
    const createdLines = lines.filter((l) => l.status === 'create');
    const created = createdLines.map((l) => l.values!);
    for (let i = 0; i < created.length; i += 500) {
      const inserted = await tx
        .insert(paintColors)
        .values(created.slice(i, i + 500))
        .returning({ id: paintColors.id, code: paintColors.colorCode });
      for (const [j, row] of inserted.entries()) {
        audit({ entity: 'paint_color', entityId: row.id, after: { import: true, code: row.code } });
        const shades = createdLines[i + j]?.shades;
        if (shades) await writeShades(tx, row.id, shades);
      }
    }
    for (const line of lines) {
      if (line.status !== 'update') continue;
      await tx.update(paintColors).set(line.values!).where(eq(paintColors.id, line.id!));
      if (line.shades) await writeShades(tx, line.id!, line.shades);
      audit({
        entity: 'paint_color',
        entityId: line.id!,
        before: line.before,
        after: { ...line.values, import: true },
      });
    }
    return { applied: true, lines: strip(lines), counts: again };
  });
}
