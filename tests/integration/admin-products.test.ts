import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { listAudit } from '@/lib/admin/audit';
import {
  bulkEditProductsAction,
  duplicateProductAction,
  importProductsAction,
  saveProductAction,
} from '@/lib/admin/products/actions';
import { exportProductsCsv } from '@/lib/admin/products/csv';
import { EMPTY_PRODUCT, productFormValues } from '@/lib/admin/products/form-values';
import {
  getProductForAdmin,
  listProductsForAdmin,
  productListCondition,
  productTableState,
} from '@/lib/admin/products/queries';
import { getDb } from '@/lib/db/client';
import { htFromTtc } from '@/lib/money';
import { placeOrder } from '@/lib/orders/place';
import { priceCartFor } from '@/lib/pricing';
import type { ProductInput } from '@/lib/validation/admin-products';
import { admin, calling, invalidated } from '../support/admin-caller';
import { newBuyer, orderInput, productLine } from '../support/checkout-fixtures';
import { createProduct, variant } from '../support/admin-products';

const me = admin();
const db = () => getDb();
const rows = async <T>(query: ReturnType<typeof sql>) => (await db().execute(query)).rows as T[];

beforeEach(() => {
  calling.caller = me;
  invalidated.length = 0;
});

const create = createProduct;

describe('admin products', () => {
  it('creates a product with two variants: TTC as typed, HT derived, the default variant sets the shown price', async () => {
    const [category] = await rows<{ id: string }>(sql`select id from categories limit 1`);
    const { id, slugs } = await create({
      name: 'Apprêt garnissant 2K essai',
      priceTtc: '10',
      transportClass: 'flammable_liquid',
      containsDiisocyanates: true,
      categoryIds: [category!.id],
      variants: [variant('1 L', '24,90'), variant('0,5 L', '14,50', true)],
    });
    expect(slugs).toEqual(['appret-garnissant-2k-essai']);
    // Tags by entity only (issue 37 §2): a product's save leaves the colour searches be.
    expect([...new Set(invalidated)].sort()).toEqual([
      'product:appret-garnissant-2k-essai',
      'products',
    ]);
    const [product] = await rows<{
      price_ttc: number;
      price_ht: number;
      has_variants: boolean;
      transport_class: string;
    }>(
      sql`select price_ttc, price_ht, has_variants, transport_class from products where id = ${id}`,
    );
    expect(product).toEqual({
      price_ttc: 1450,
      price_ht: htFromTtc(1450),
      has_variants: true,
      transport_class: 'flammable_liquid',
    });
    const variants = await rows<{
      variant_name: string;
      price_ttc: number;
      price_ht: number;
      is_default: boolean;
      position: number;
    }>(
      sql`select variant_name, price_ttc, price_ht, is_default, position from product_variants where product_id = ${id} order by position`,
    );
    expect(variants).toEqual([
      {
        variant_name: '1 L',
        price_ttc: 2490,
        price_ht: htFromTtc(2490),
        is_default: false,
        position: 0,
      },
      {
        variant_name: '0,5 L',
        price_ttc: 1450,
        price_ht: htFromTtc(1450),
        is_default: true,
        position: 1,
      },
    ]);
    expect(await rows(sql`select 1 from product_tags where product_id = ${id}`)).toHaveLength(1);
  });

  it('edits variants in place: kept ones keep their id, removed ones go, new ones are added; audited before/after', async () => {
    const { id } = await create({
      name: 'Diluant essai',
      priceTtc: '9,90',
      variants: [variant('1 L', '9,90', true), variant('5 L', '39,90')],
    });
    const before = await rows<{ id: string; variant_name: string }>(
      sql`select id, variant_name from product_variants where product_id = ${id} order by position`,
    );
    const result = await saveProductAction({
      ...EMPTY_PRODUCT,
      id,
      name: 'Diluant essai',
      priceTtc: '9,90',
      variants: [{ ...variant('1 L', '10,50', true), id: before[0]!.id }, variant('20 L', '129')],
    });
    expect(result.ok).toBe(true);
    const after = await rows<{ id: string; variant_name: string; price_ttc: number }>(
      sql`select id, variant_name, price_ttc from product_variants where product_id = ${id} order by position`,
    );
    expect(after.map((v) => v.variant_name)).toEqual(['1 L', '20 L']);
    expect(after[0]).toMatchObject({ id: before[0]!.id, price_ttc: 1050 });
    const [entry] = await listAudit(db(), me, { entity: 'product', entityId: id });
    expect((entry?.before as { variants: unknown[] }).variants).toHaveLength(2);
    expect((entry?.after as { priceTtc: number }).priceTtc).toBe(1050);
  });

  it('strips HTML from what the owner types before checking it: « Apprêt <b>Gris</b> » is stored « Apprêt Gris »', async () => {
    const { id } = await create({
      name: 'Apprêt <b>Gris</b> HTML',
      priceTtc: '9',
      shortDescription: '<script>alert(1)</script>Séchage rapide',
      variants: [variant('<i>1 L</i>', '9', true)],
    });
    const [row] = await rows<{ name: string; short_description: string; variant_name: string }>(
      sql`select p.name, p.short_description, v.variant_name
            from products p join product_variants v on v.product_id = p.id where p.id = ${id}`,
    );
    expect(row).toEqual({
      name: 'Apprêt Gris HTML',
      short_description: 'Séchage rapide',
      variant_name: '1 L',
    });
  });

  it('refuses bad input field by field in French and saves nothing', async () => {
    const result = await saveProductAction({
      ...EMPTY_PRODUCT,
      name: 'Produit refusé',
      priceTtc: '12.345',
      proPriceTtc: 'abc',
      stockQuantity: '-1',
      volumeLiters: 'beaucoup',
      variants: [variant('A', '5'), variant('a', '6')],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors).toMatchObject({
      priceTtc: 'Prix invalide : saisissez un montant en euros, par exemple « 12,50 ».',
      proPriceTtc: 'Prix invalide : saisissez un montant en euros, par exemple « 12,50 ».',
      stockQuantity: 'Le stock doit être un nombre entier entre 0 et 1 000 000.',
      volumeLiters: 'Volume invalide : saisissez des litres, par exemple « 0,5 ».',
    });
    const pro = await saveProductAction({
      ...EMPTY_PRODUCT,
      name: 'Pro trop cher',
      priceTtc: '10',
      proPriceTtc: '12',
    });
    expect(pro.ok ? null : pro.fieldErrors.proPriceTtc).toBe(
      'Le prix professionnel doit être inférieur au prix public.',
    );
    const noDefault = await saveProductAction({
      ...EMPTY_PRODUCT,
      name: 'Sans défaut',
      priceTtc: '10',
      variants: [variant('A', '5'), variant('B', '6')],
    });
    expect(noDefault.ok ? null : noDefault.fieldErrors.variants).toBe(
      'Choisissez une (et une seule) variante par défaut, active.',
    );
    expect(
      await rows(
        sql`select 1 from products where name in ('Produit refusé', 'Pro trop cher', 'Sans défaut')`,
      ),
    ).toHaveLength(0);
  });

  it('duplicates a product hidden and inactive, with its variants, under a free slug', async () => {
    const { id } = await create({
      name: 'Mastic essai',
      priceTtc: '15',
      variants: [variant('250 g', '15', true)],
    });
    const first = await duplicateProductAction({ id });
    const second = await duplicateProductAction({ id });
    if (!first.ok || !second.ok) throw new Error('duplicate failed');
    const copies = await rows<{
      name: string;
      slug: string;
      is_active: boolean;
      visible_in_frontend: boolean;
      n: number;
    }>(sql`
      select p.name, p.slug, p.is_active, p.visible_in_frontend,
        (select count(*)::int from product_variants v where v.product_id = p.id) as n
      from products p where p.id in (${first.data.id}, ${second.data.id}) order by p.slug`);
    expect(copies).toEqual([
      {
        name: 'Mastic essai (copie)',
        slug: 'mastic-essai-copie',
        is_active: false,
        visible_in_frontend: false,
        n: 1,
      },
      {
        name: 'Mastic essai (copie)',
        slug: 'mastic-essai-copie-2',
        is_active: false,
        visible_in_frontend: false,
        n: 1,
      },
    ]);
  });

  it('bulk edits stock and prices by a percentage, keeping HT consistent; bad input refused', async () => {
    const a = await create({ name: 'Lot A', priceTtc: '10', stockQuantity: '3' });
    const b = await create({
      name: 'Lot B',
      priceTtc: '19,99',
      proPriceTtc: '15',
      variants: [variant('1 L', '19,99', true)],
    });
    const result = await bulkEditProductsAction({
      ids: [a.id, b.id],
      stockQuantity: '50',
      pricePercent: '-10',
    });
    expect(result).toMatchObject({ ok: true, data: { count: 2 } });
    const after = await rows<{
      name: string;
      price_ttc: number;
      price_ht: number;
      stock_quantity: number;
      pro_price_ttc: number | null;
    }>(
      sql`select name, price_ttc, price_ht, stock_quantity, pro_price_ttc from products where id in (${a.id}, ${b.id}) order by name`,
    );
    expect(after).toEqual([
      {
        name: 'Lot A',
        price_ttc: 900,
        price_ht: htFromTtc(900),
        stock_quantity: 50,
        pro_price_ttc: null,
      },
      // A product with variants keeps its own stock (its variants carry it).
      {
        name: 'Lot B',
        price_ttc: 1799,
        price_ht: htFromTtc(1799),
        stock_quantity: 0,
        pro_price_ttc: 1350,
      },
    ]);
    const [v] = await rows<{ price_ttc: number; price_ht: number }>(
      sql`select price_ttc, price_ht from product_variants where product_id = ${b.id}`,
    );
    expect(v).toEqual({ price_ttc: 1799, price_ht: htFromTtc(1799) });
    const refused = await bulkEditProductsAction({
      ids: [a.id],
      stockQuantity: '',
      pricePercent: '-95',
    });
    expect(refused.ok ? null : refused.fieldErrors.pricePercent).toMatch(
      /^Variation de prix invalide/,
    );
    const nothing = await bulkEditProductsAction({
      ids: [a.id],
      stockQuantity: '',
      pricePercent: '',
    });
    expect(nothing.ok ? null : nothing.fieldErrors.stockQuantity).toBe(
      'Indiquez un stock ou une variation de prix à appliquer.',
    );
  });
});

describe('admin products list', () => {
  it('gives the number of matching products with each page, the one past the last included', async () => {
    const list = (params: Record<string, string>) =>
      listProductsForAdmin(getDb(), admin(), productTableState(params, []));
    const [all] = await rows<{ n: number }>(sql`select count(*)::int as n from products`);
    const [hidden] = await rows<{ n: number }>(
      sql`select count(*)::int as n from products where is_active and not visible_in_frontend`,
    );
    const first = await list({});
    expect(first.total).toBe(all!.n);
    expect(first.rows).toHaveLength(Math.min(25, all!.n));
    expect((await list({ visibilite: 'hidden' })).total).toBe(hidden!.n);
    const [named] = await rows<{ n: number }>(
      sql`select count(*)::int as n from products
          where public.immutable_unaccent(lower(name)) like '%vernis%'
             or lower(coalesce(reference_code, '')) like '%vernis%' or slug like '%vernis%'`,
    );
    expect((await list({ q: 'vernis' })).total).toBe(named!.n);
    // Past the last page: no row to carry the total, which is still given.
    const past = await list({ page: String(Math.ceil(all!.n / 25) + 1) });
    expect(past.rows).toHaveLength(0);
    expect(past.total).toBe(all!.n);
    expect((await list({ q: 'aucun-produit-de-ce-nom' })).total).toBe(0);
  });

  it('a search can use an index for each of name, reference and slug (no sequential scan)', async () => {
    const state = productTableState({ q: 'vernis' }, []);
    const condition = productListCondition(state);
    const plan = await getDb().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain select count(*) from products where ${condition}`,
      );
      return result.rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('products_name_trgm_idx');
    expect(plan).toContain('products_reference_trgm_idx');
    expect(plan).toContain('products_slug_trgm_idx');
    expect(plan).not.toMatch(/Seq Scan on products/);
    // The same condition finds by each of the three.
    const found = async (q: string) =>
      (await listProductsForAdmin(getDb(), admin(), productTableState({ q }, []))).rows.map(
        (r) => r.slug,
      );
    const { rows } = await getDb().execute<{ slug: string; name: string; reference: string }>(
      sql`select slug, name, reference_code as reference from products
          where reference_code is not null order by slug limit 1`,
    );
    const one = rows[0]!;
    expect(await found(one.slug)).toContain(one.slug);
    expect(await found(one.name.toUpperCase())).toContain(one.slug);
    expect(await found(one.reference.toLowerCase())).toContain(one.slug);
  });
});

describe('products CSV', () => {
  it('exports every product and imports the export back unchanged', async () => {
    const csv = await exportProductsCsv(db(), me);
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from products`);
    const n = count!.n;
    expect(csv.trim().split('\r\n')).toHaveLength(n + 1);
    const result = await importProductsAction({ csv, apply: false });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.counts).toEqual({ create: 0, update: 0, unchanged: n, error: 0 });
  });

  it('dry run reports line by line and writes nothing; apply writes all of it in one go', async () => {
    const [brand] = await rows<{ slug: string }>(sql`select slug from brands limit 1`);
    const [existing] = await rows<{ slug: string; name: string }>(
      sql`select slug, name from products where not has_variants order by slug limit 1`,
    );
    const csv = [
      'slug;nom;prix_ttc;stock;marque;actif',
      `import-essai-un;Import essai un;12,50;7;${brand!.slug};oui`,
      `${existing!.slug};${existing!.name};99,90;3;;oui`,
    ].join('\n');
    const dry = await importProductsAction({ csv, apply: false });
    if (!dry.ok) throw new Error(dry.error);
    expect(dry.data.applied).toBe(false);
    expect(dry.data.lines.map((l) => [l.line, l.status])).toEqual([
      [2, 'create'],
      [3, 'update'],
    ]);
    expect(dry.data.lines[1]!.changes).toEqual(expect.arrayContaining(['prix_ttc', 'stock']));
    expect(await rows(sql`select 1 from products where slug = 'import-essai-un'`)).toHaveLength(0);

    const applied = await importProductsAction({ csv, apply: true });
    if (!applied.ok) throw new Error(applied.error);
    expect(applied.data).toMatchObject({
      applied: true,
      counts: { create: 1, update: 1, error: 0 },
    });
    const [created] = await rows<{ price_ttc: number; price_ht: number; stock_quantity: number }>(
      sql`select price_ttc, price_ht, stock_quantity from products where slug = 'import-essai-un'`,
    );
    expect(created).toEqual({ price_ttc: 1250, price_ht: htFromTtc(1250), stock_quantity: 7 });
    expect(invalidated).toEqual(
      expect.arrayContaining(['product:import-essai-un', `product:${existing!.slug}`]),
    );
    expect(await listAudit(db(), me, { entity: 'product' })).not.toHaveLength(0);
  });

  it('refuses malformed lines with French messages, row by row, and applies nothing at all', async () => {
    const csv = [
      'slug;nom;prix_ttc;stock;marque;actif;classe_transport',
      'import-bon;Import bon;5;1;;oui;none',
      'Import Mauvais;;douze;-4;inconnue;peut-être;explosif',
      'import-bon;Doublon;5;1;;oui;none',
    ].join('\n');
    const result = await importProductsAction({ csv, apply: true });
    if (!result.ok) throw new Error(result.error);
    expect(result.data.applied).toBe(false);
    expect(result.data.counts).toMatchObject({ create: 1, error: 2 });
    const bad = result.data.lines.find((l) => l.line === 3)!;
    expect(bad.errors).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^slug : Le slug ne peut contenir/),
        'nom : Le nom est obligatoire.',
        'prix_ttc : Prix invalide : saisissez un montant en euros, par exemple « 12,50 ».',
        'stock : Le stock doit être un nombre entier entre 0 et 1 000 000.',
        "marque : marque « inconnue » inconnue (utilisez le slug d'une marque existante).",
        'actif : indiquez « oui » ou « non ».',
        'classe_transport : Choisissez une classe de transport.',
      ]),
    );
    expect(result.data.lines.find((l) => l.line === 4)!.errors).toEqual([
      'slug : ce slug apparaît déjà plus haut dans le fichier.',
    ]);
    expect(await rows(sql`select 1 from products where slug = 'import-bon'`)).toHaveLength(0);
    const missing = await importProductsAction({ csv: 'slug;nom\nx;y', apply: false });
    expect(missing).toMatchObject({
      ok: false,
      error: 'Colonnes obligatoires absentes : prix_ttc.',
    });
  });
});

/** A customer's order for `quantity` of a product (or one of its variants), placed for real. */
async function sell(productId: string, quantity: number, variantId: string | null = null) {
  const { caller, addressId } = await newBuyer(db());
  const lines = [productLine(productId, quantity, variantId)];
  const { totalTtc } = await priceCartFor(db(), caller, lines, {
    country: 'FR',
    carrierCode: 'colissimo',
  });
  await placeOrder(db(), caller, orderInput(addressId, lines, totalTtc));
  calling.caller = me;
}

/** The product form as /admin/products/[id] loads it. */
async function loadForm(id: string): Promise<ProductInput> {
  return productFormValues((await getProductForAdmin(db(), me, id))!);
}

const stockOf = async (table: 'products' | 'product_variants', id: string) =>
  (
    await rows<{ s: number }>(
      sql`select stock_quantity as s from ${sql.raw(table)} where id = ${id}`,
    )
  )[0]!.s;

describe('admin saves against orders and other admins (stale forms)', () => {
  it('a product save keeps the units sold since the form was loaded; a typed stock over a moved one is refused with the current stock', async () => {
    const { id } = await create({
      name: 'Mastic essai stock',
      priceTtc: '12',
      stockQuantity: '100',
    });
    const form = await loadForm(id);
    await sell(id, 5);
    expect(await stockOf('products', id)).toBe(95);

    // The owner changed the description only: the five sold units stay sold.
    expect(await saveProductAction({ ...form, description: 'Nouveau texte' })).toMatchObject({
      ok: true,
    });
    expect(await stockOf('products', id)).toBe(95);

    // The owner typed a new stock while two more units were sold: refused, nothing written.
    const second = await loadForm(id);
    await sell(id, 2);
    const refused = await saveProductAction({ ...second, name: 'Renommé', stockQuantity: '120' });
    expect(refused.ok).toBe(false);
    expect(refused.ok ? null : refused.fieldErrors.stockQuantity).toBe(
      "Le stock a changé entre-temps (commandes passées depuis l'ouverture de la page) : il est maintenant de 93. Vérifiez votre saisie puis enregistrez à nouveau.",
    );
    const [row] = await rows<{ name: string; stock_quantity: number }>(
      sql`select name, stock_quantity from products where id = ${id}`,
    );
    expect(row).toEqual({ name: 'Mastic essai stock', stock_quantity: 93 });

    // After the refusal the page is read again: the same typed stock now saves.
    const reloaded = await loadForm(id);
    expect(
      await saveProductAction({ ...reloaded, name: 'Renommé', stockQuantity: '120' }),
    ).toMatchObject({ ok: true });
    expect(await stockOf('products', id)).toBe(120);
  });

  it('a variant keeps the units sold since the form was loaded, and a typed stock over a moved one is refused on its field', async () => {
    const { id } = await create({
      name: 'Vernis essai stock',
      priceTtc: '20',
      variants: [variant('1 L', '20', true), variant('5 L', '80')],
    });
    const form = await loadForm(id);
    const [litre, five] = form.variants;
    await sell(id, 3, litre!.id!);
    expect(await stockOf('product_variants', litre!.id!)).toBe(1);

    const saved = await saveProductAction({
      ...form,
      variants: [litre!, { ...five!, priceTtc: '79' }],
    });
    expect(saved).toMatchObject({ ok: true });
    expect(await stockOf('product_variants', litre!.id!)).toBe(1);

    const refused = await saveProductAction({
      ...(await loadForm(id)),
      variants: [{ ...litre!, stockQuantity: '10', stockLoaded: 4 }, five!],
    });
    expect(refused.ok ? null : Object.keys(refused.fieldErrors)).toEqual([
      'variants.0.stockQuantity',
    ]);
    expect(refused.ok ? null : refused.fieldErrors['variants.0.stockQuantity']).toMatch(
      /il est maintenant de 1\./,
    );
    expect(await stockOf('product_variants', litre!.id!)).toBe(1);
  });

  it('a form loaded before another admin saved is refused, and writes nothing', async () => {
    const { id } = await create({ name: 'Abrasif essai', priceTtc: '5' });
    const mine = await loadForm(id);
    const theirs = await loadForm(id);
    expect(await saveProductAction({ ...theirs, priceTtc: '6' })).toMatchObject({ ok: true });

    const refused = await saveProductAction({ ...mine, name: 'Abrasif renommé' });
    expect(refused.ok ? null : refused.error).toMatch(/^Ce produit a été modifié entre-temps/);
    const [row] = await rows<{ name: string; price_ttc: number }>(
      sql`select name, price_ttc from products where id = ${id}`,
    );
    expect(row).toEqual({ name: 'Abrasif essai', price_ttc: 600 });
  });

  it('a bulk stock change is refused when orders moved a selected stock since the list was shown', async () => {
    const { id } = await create({ name: 'Lot stock vu', priceTtc: '8', stockQuantity: '10' });
    await sell(id, 4);
    const refused = await bulkEditProductsAction({
      ids: [id],
      seenStock: { [id]: 10 },
      stockQuantity: '50',
      pricePercent: '5',
    });
    expect(refused.ok ? null : refused.fieldErrors.stockQuantity).toMatch(
      /^Le stock d'un produit sélectionné a changé entre-temps/,
    );
    const [row] = await rows<{ stock_quantity: number; price_ttc: number }>(
      sql`select stock_quantity, price_ttc from products where id = ${id}`,
    );
    expect(row).toEqual({ stock_quantity: 6, price_ttc: 800 });

    expect(
      await bulkEditProductsAction({
        ids: [id],
        seenStock: { [id]: 6 },
        stockQuantity: '50',
        pricePercent: '',
      }),
    ).toMatchObject({ ok: true });
    expect(await stockOf('products', id)).toBe(50);
  });
});
