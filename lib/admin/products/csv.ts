import 'server-only';
import { asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import { csvBoolean, csvYesNo, MAX_IMPORT_ROWS, parseCsv, toCsv } from '@/lib/admin/csv';
import type { Admin } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import type { DbHandle } from '@/lib/db/handle';
import { brands, categories, products, productTags, productVariants } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { getAdminT } from '@/lib/i18n/admin';
import { centsInput, htFromTtc, parseEuroInput } from '@/lib/money';
import { absoluteUrl } from '@/lib/urls';
import { SLUG_PATTERN } from '@/lib/validation/admin-catalogue';
import { PACKAGING_TYPES, TRANSPORT_CLASSES } from '@/lib/validation/admin-products';

/**
 * Products as a spreadsheet: one line per product, matched on its slug. Export writes every
 * product; import first reports what it would change line by line (dry run), then applies all
 * of it in one transaction, or nothing when any line is wrong.
 */
export const PRODUCT_CSV_COLUMNS = [
  'slug',
  'nom',
  'reference',
  'marque',
  'prix_ttc',
  'prix_pro_ttc',
  'stock',
  'stock_illimite',
  'actif',
  'visible',
  'conditionnement',
  'volume_l',
  'poids_kg',
  'classe_transport',
] as const;

/**
 * What the export adds for reading (the import ignores them): the variants, the categories and
 * the image addresses, several values in a cell separated by « | ».
 */
const PRODUCT_CSV_EXTRA_COLUMNS = ['variantes', 'categories', 'images'] as const;
const LIST_SEPARATOR = ' | ';

/** An enum's French label (the export), or the code a label or a code names (the import). */
function enumLabel<C extends string>(label: (code: C) => string, code: C | null): string {
  return code == null ? '' : label(code);
}
function enumCode<C extends string>(
  codes: readonly C[],
  label: (code: C) => string,
  value: string,
): C | undefined {
  const wanted = value.trim().toLowerCase();
  return codes.find((c) => c === wanted || label(c).toLowerCase() === wanted);
}
const packagingLabel = (code: (typeof PACKAGING_TYPES)[number]) =>
  getAdminT()(`products.packaging.${code}`);
const transportLabel = (code: (typeof TRANSPORT_CLASSES)[number]) =>
  getAdminT()(`products.transport.${code}`);

const decimal = (value: number | null) => (value == null ? '' : String(value).replace('.', ','));

export async function exportProductsCsv(db: DbHandle, _admin: Admin): Promise<string> {
  const t = getAdminT();
  const rows = await db
    .select({ p: products, brand: brands.slug })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(isNull(products.deletedAt))
    .orderBy(asc(products.slug));
  const variantRows = await db
    .select()
    .from(productVariants)
    .orderBy(asc(productVariants.position), asc(productVariants.variantName));
  const categoryRows = await db
    .select({ productId: productTags.productId, name: categories.name })
    .from(productTags)
    .innerJoin(categories, eq(categories.id, productTags.categoryId))
    .orderBy(asc(categories.name));
  const grouped = <R extends { productId: string }>(list: R[]) => {
    const byProduct = new Map<string, R[]>();
    for (const row of list)
      byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
    return byProduct;
  };
  const variantsOf = grouped(variantRows);
  const categoriesOf = grouped(categoryRows);
  const variantText = (v: (typeof variantRows)[number]) =>
    t(v.referenceCode ? 'products.csvVariantWithReference' : 'products.csvVariant', {
      name: v.variantName,
      reference: v.referenceCode ?? '',
      price: centsInput(v.priceTtc),
      stock: v.stockQuantity,
    });
  return toCsv(
    [...PRODUCT_CSV_COLUMNS, ...PRODUCT_CSV_EXTRA_COLUMNS],
    rows.map(({ p, brand }) => [
      p.slug,
      p.name,
      p.referenceCode,
      brand,
      centsInput(p.priceTtc),
      p.proPriceTtc == null ? '' : centsInput(p.proPriceTtc),
      p.stockQuantity,
      csvYesNo(p.unlimitedStock),
      csvYesNo(p.isActive),
      csvYesNo(p.visibleInFrontend),
      enumLabel(packagingLabel, p.packagingType),
      decimal(p.volumeLiters),
      decimal(p.weightKg),
      enumLabel(transportLabel, p.transportClass),
      (variantsOf.get(p.id) ?? []).map(variantText).join(LIST_SEPARATOR),
      (categoriesOf.get(p.id) ?? []).map((c) => c.name).join(LIST_SEPARATOR),
      p.imageUrls.map((url) => absoluteUrl(env.SITE_URL, url)).join(LIST_SEPARATOR),
    ]),
  );
}

type Values = {
  name: string;
  referenceCode: string | null;
  brandId: string | null;
  priceTtc: number;
  proPriceTtc: number | null;
  stockQuantity: number;
  unlimitedStock: boolean;
  isActive: boolean;
  visibleInFrontend: boolean;
  packagingType: (typeof PACKAGING_TYPES)[number] | null;
  volumeLiters: number | null;
  weightKg: number | null;
  transportClass: (typeof TRANSPORT_CLASSES)[number];
};

export type ImportLine = {
  line: number;
  slug: string;
  status: 'create' | 'update' | 'unchanged' | 'error';
  changes: string[];
  errors: string[];
};
export type ImportReport = {
  applied: boolean;
  lines: ImportLine[];
  counts: { create: number; update: number; unchanged: number; error: number };
};

function measure(value: string): number | null | undefined {
  const cleaned = value.replace(',', '.');
  if (cleaned === '') return null;
  return /^\d{1,4}(?:\.\d{1,3})?$/.test(cleaned) && Number(cleaned) > 0
    ? Number(cleaned)
    : undefined;
}

/** One line read into product values, with a French message per wrong cell. */
function readLine(
  values: Record<string, string>,
  brandIds: Map<string, string>,
): { slug: string; values?: Values; errors: string[] } {
  const t = getAdminT();
  const errors: string[] = [];
  const err = (column: string, message: string) =>
    errors.push(t('import.cell', { column, message }));
  const slug = values.slug ?? '';
  if (!SLUG_PATTERN.test(slug)) err('slug', t('validation.slugInvalid'));
  const name = values.nom ?? '';
  if (!name || name.length > 200) err('nom', t('validation.nameRequired'));
  const price = parseEuroInput(values.prix_ttc ?? '');
  if (price === null) err('prix_ttc', t('validation.priceInvalid'));
  const pro = (values.prix_pro_ttc ?? '') === '' ? null : parseEuroInput(values.prix_pro_ttc ?? '');
  if (pro === null && values.prix_pro_ttc) err('prix_pro_ttc', t('validation.priceInvalid'));
  if (pro !== null && price !== null && pro >= price)
    err('prix_pro_ttc', t('validation.proPriceTooHigh'));
  const stockText = values.stock ?? '0';
  const stock = Number(stockText || '0');
  if (!/^\d{1,7}$/.test(stockText || '0') || stock > 1_000_000)
    err('stock', t('validation.stockInvalid'));
  const flags = { stock_illimite: false, actif: true, visible: true } as Record<string, boolean>;
  for (const column of Object.keys(flags)) {
    const read = csvBoolean(values[column] ?? (flags[column] ? 'oui' : 'non'));
    if (read === null) err(column, t('import.booleanInvalid'));
    else flags[column] = read;
  }
  const brandSlug = values.marque ?? '';
  const brandId = brandSlug ? brandIds.get(brandSlug) : null;
  if (brandId === undefined) err('marque', t('import.unknownBrand', { slug: brandSlug }));
  const packagingText = values.conditionnement ?? '';
  const packaging = packagingText ? enumCode(PACKAGING_TYPES, packagingLabel, packagingText) : null;
  if (packaging === undefined) err('conditionnement', t('validation.packagingInvalid'));
  const volume = measure(values.volume_l ?? '');
  if (volume === undefined) err('volume_l', t('validation.volumeInvalid'));
  const weight = measure(values.poids_kg ?? '');
  if (weight === undefined) err('poids_kg', t('validation.weightInvalid'));
  const transport = enumCode(TRANSPORT_CLASSES, transportLabel, values.classe_transport || 'none');
  if (transport === undefined) err('classe_transport', t('validation.transportInvalid'));
  const reference = values.reference ?? '';
  if (reference.length > 60) err('reference', t('validation.referenceTooLong'));
  if (errors.length) return { slug, errors };
  return {
    slug,
    errors,
    values: {
      name,
      referenceCode: reference || null,
      brandId: brandId ?? null,
      priceTtc: price!,
      proPriceTtc: pro,
      stockQuantity: stock,
      unlimitedStock: flags.stock_illimite!,
      isActive: flags.actif!,
      visibleInFrontend: flags.visible!,
      packagingType: packaging ?? null,
      volumeLiters: volume ?? null,
      weightKg: weight ?? null,
      transportClass: transport!,
    },
  };
}

const LABEL: Record<keyof Values, string> = {
  name: 'nom',
  referenceCode: 'reference',
  brandId: 'marque',
  priceTtc: 'prix_ttc',
  proPriceTtc: 'prix_pro_ttc',
  stockQuantity: 'stock',
  unlimitedStock: 'stock_illimite',
  isActive: 'actif',
  visibleInFrontend: 'visible',
  packagingType: 'conditionnement',
  volumeLiters: 'volume_l',
  weightKg: 'poids_kg',
  transportClass: 'classe_transport',
};

/**
 * Reads a products CSV and reports, line by line, what it would create, update or refuse.
 * With `apply`, and only when no line is refused, writes every change in one transaction
 * (with its audit rows); otherwise nothing is written.
 */
export async function importProductsCsv(
  admin: Admin,
  action: string,
  text: string,
  apply: boolean,
): Promise<ImportReport & { slugs: string[] }> {
  const t = getAdminT();
  const parsed = parseCsv(text);
  const missing = ['slug', 'nom', 'prix_ttc'].filter((c) => !parsed.header.includes(c));
  if (missing.length)
    throw new ActionError(t('import.missingColumns', { columns: missing.join(', ') }));
  if (parsed.rows.length === 0) throw new ActionError(t('import.empty'));
  if (parsed.rows.length > MAX_IMPORT_ROWS)
    throw new ActionError(t('import.tooManyRows', { max: MAX_IMPORT_ROWS }));

  const run = async (db: DbHandle) => {
    const brandRows = await db.select({ id: brands.id, slug: brands.slug }).from(brands);
    const brandIds = new Map(brandRows.map((b) => [b.slug, b.id]));
    const slugs = parsed.rows.map((r) => r.values.slug ?? '');
    const existing = new Map(
      (slugs.length
        ? await db.select().from(products).where(inArray(products.slug, slugs))
        : []
      ).map((p) => [p.slug, p]),
    );
    const seen = new Set<string>();
    const lines: (ImportLine & { values?: Values; id?: string })[] = [];
    for (const row of parsed.rows) {
      const read = readLine(row.values, brandIds);
      if (seen.has(read.slug)) read.errors.push(t('import.duplicateSlug'));
      seen.add(read.slug);
      const current = existing.get(read.slug);
      if (
        current?.hasVariants &&
        read.values &&
        (current.priceTtc !== read.values.priceTtc ||
          current.stockQuantity !== read.values.stockQuantity)
      )
        read.errors.push(t('import.hasVariants'));
      if (read.errors.length || !read.values) {
        lines.push({
          line: row.line,
          slug: read.slug,
          status: 'error',
          changes: [],
          errors: read.errors,
        });
        continue;
      }
      if (!current) {
        lines.push({
          line: row.line,
          slug: read.slug,
          status: 'create',
          changes: [],
          errors: [],
          values: read.values,
        });
        continue;
      }
      const changes = (Object.keys(LABEL) as (keyof Values)[])
        .filter((k) => current[k] !== read.values![k])
        .map((k) => LABEL[k]);
      lines.push({
        line: row.line,
        slug: read.slug,
        status: changes.length ? 'update' : 'unchanged',
        changes,
        errors: [],
        values: read.values,
        id: current.id,
      });
    }
    return { lines, existing };
  };

  const count = (lines: ImportLine[]) => ({
    create: lines.filter((l) => l.status === 'create').length,
    update: lines.filter((l) => l.status === 'update').length,
    unchanged: lines.filter((l) => l.status === 'unchanged').length,
    error: lines.filter((l) => l.status === 'error').length,
  });
  const strip = (lines: (ImportLine & { values?: Values; id?: string })[]): ImportLine[] =>
    lines.map(({ values: _v, id: _i, ...line }) => line);

  const preview = await run(getDb());
  const counts = count(preview.lines);
  if (!apply || counts.error > 0 || counts.create + counts.update === 0)
    return { applied: false, lines: strip(preview.lines), counts, slugs: [] };

  return adminWrite(admin, action, async (tx, audit) => {
    // Read again inside the transaction: what is written is what this transaction saw.
    await tx.execute(sql`lock table ${products} in share row exclusive mode`);
    const { lines, existing } = await run(tx);
    const again = count(lines);
    if (again.error > 0) throw new ActionError(t('import.refusedTitle'));
    const slugs: string[] = [];
    for (const line of lines) {
      if (!line.values || (line.status !== 'create' && line.status !== 'update')) continue;
      const values = {
        ...line.values,
        priceHt: htFromTtc(line.values.priceTtc),
        updatedAt: new Date(),
      };
      if (line.status === 'create') {
        const [created] = await tx
          .insert(products)
          .values({ ...values, slug: line.slug })
          .returning({ id: products.id });
        audit({
          entity: 'product',
          entityId: created!.id,
          after: { ...values, slug: line.slug, import: true },
        });
      } else {
        await tx.update(products).set(values).where(eq(products.id, line.id!));
        audit({
          entity: 'product',
          entityId: line.id!,
          before: existing.get(line.slug),
          after: { ...values, import: true },
        });
      }
      slugs.push(line.slug);
    }
    return { applied: true, lines: strip(lines), counts: again, slugs };
  });
}
