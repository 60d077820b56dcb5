import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { listAudit } from '@/lib/admin/audit';
import {
  deleteBrandAction,
  deleteCategoryAction,
  saveBrandAction,
  saveCategoryAction,
} from '@/lib/admin/catalogue/actions';
import { getDb } from '@/lib/db/client';
import { admin, calling, invalidated } from '../support/admin-caller';

const me = admin();
const db = () => getDb();

async function one<T>(query: ReturnType<typeof sql>) {
  return (await db().execute(query)).rows[0] as T;
}

beforeEach(() => {
  calling.caller = me;
  invalidated.length = 0;
});

describe('admin brands', () => {
  it('creates a brand with a slug from its name, records it in the audit log, invalidates brand pages', async () => {
    const result = await saveBrandAction({
      name: 'Aérokolor Pro',
      slug: '',
      description: 'Vernis et apprêts',
      isFeatured: true,
      isActive: true,
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const row = await one<{ slug: string; name: string }>(
      sql`select slug, name from brands where id = ${result.data.id}`,
    );
    expect(row).toEqual({ slug: 'aerokolor-pro', name: 'Aérokolor Pro' });
    expect(invalidated).toEqual(expect.arrayContaining(['brands', 'products']));
    const [entry] = await listAudit(db(), me, { entity: 'brand', entityId: result.data.id });
    expect(entry).toMatchObject({
      actorId: me.userId,
      actorEmail: me.email,
      action: 'admin.brands.save',
      before: null,
    });
    expect(entry?.after).toMatchObject({ slug: 'aerokolor-pro', isFeatured: true });
  });

  it('keeps slugs unique: a taken slug is refused on its field, in French, and nothing changes', async () => {
    const first = await saveBrandAction({
      name: 'Marque Un',
      slug: 'marque-unique',
      description: '',
      isFeatured: false,
      isActive: true,
    });
    expect(first.ok).toBe(true);
    const second = await saveBrandAction({
      name: 'Marque Deux',
      slug: 'marque-unique',
      description: '',
      isFeatured: false,
      isActive: true,
    });
    expect(second).toMatchObject({
      ok: false,
      code: 'refused',
      error: 'Ce slug est déjà utilisé : choisissez-en un autre.',
      fieldErrors: { slug: 'Ce slug est déjà utilisé : choisissez-en un autre.' },
    });
    const { n } = await one<{ n: number }>(
      sql`select count(*)::int as n from brands where name = 'Marque Deux'`,
    );
    expect(n).toBe(0);
  });

  it('refuses malformed input field by field, in French', async () => {
    const result = await saveBrandAction({
      name: '',
      slug: 'Pas Bon',
      description: 5,
      isFeatured: 'oui',
      isActive: true,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe('invalid');
    expect(result.fieldErrors.name).toBe('Le nom est obligatoire.');
    expect(result.fieldErrors.slug).toMatch(/^Le slug ne peut contenir/);
  });

  it('updates a brand with its values before and after in the audit log', async () => {
    const created = await saveBrandAction({
      name: 'Avant',
      slug: 'avant-apres',
      description: '',
      isFeatured: false,
      isActive: true,
    });
    if (!created.ok) throw new Error(created.error);
    const updated = await saveBrandAction({
      id: created.data.id,
      name: 'Après',
      slug: 'avant-apres',
      description: '',
      isFeatured: false,
      isActive: false,
    });
    expect(updated.ok).toBe(true);
    const [entry] = await listAudit(db(), me, { entity: 'brand', entityId: created.data.id });
    expect(entry?.before).toMatchObject({ name: 'Avant', isActive: true });
    expect(entry?.after).toMatchObject({ name: 'Après', isActive: false });
  });

  it('refuses to delete a brand in use, and deletes an unused one', async () => {
    const used = await one<{ id: string; name: string; n: number }>(sql`
      select b.id, b.name, count(p.id)::int as n from brands b join products p on p.brand_id = b.id
      group by b.id order by count(p.id) desc limit 1`);
    const refused = await deleteBrandAction({ id: used.id });
    expect(refused).toMatchObject({ ok: false, code: 'refused' });
    if (!refused.ok)
      expect(refused.error).toBe(
        `Cette marque est utilisée par ${used.n} produits : retirez-la de ces produits avant de la supprimer.`,
      );
    expect(
      (await one<{ n: number }>(sql`select count(*)::int as n from brands where id = ${used.id}`))
        .n,
    ).toBe(1);

    const spare = await saveBrandAction({
      name: 'Éphémère',
      slug: '',
      description: '',
      isFeatured: false,
      isActive: true,
    });
    if (!spare.ok) throw new Error(spare.error);
    expect(await deleteBrandAction({ id: spare.data.id })).toMatchObject({ ok: true });
    expect(
      (
        await one<{ n: number }>(
          sql`select count(*)::int as n from brands where id = ${spare.data.id}`,
        )
      ).n,
    ).toBe(0);
    const [entry] = await listAudit(db(), me, { entity: 'brand', entityId: spare.data.id });
    expect(entry).toMatchObject({ action: 'admin.brands.delete', after: null });
    expect(entry?.before).toMatchObject({ name: 'Éphémère' });
  });

  it('answers a brand that no longer exists in French', async () => {
    const result = await deleteBrandAction({ id: '00000000-0000-4000-8000-000000000000' });
    expect(result).toMatchObject({ ok: false, error: "Cet élément n'existe plus." });
  });
});

describe('admin categories', () => {
  it('creates, refuses a category in use, and keeps the audit log append-only', async () => {
    const created = await saveCategoryAction({
      name: 'Mastics polyester',
      slug: '',
      description: '',
      section: 'carrosserie',
      position: '7',
      isActive: true,
    });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(invalidated).toEqual(expect.arrayContaining(['categories', 'products']));
    const used = await one<{ id: string }>(sql`select category_id as id from product_tags limit 1`);
    const refused = await deleteCategoryAction({ id: used.id });
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.error).toMatch(
        /^Cette catégorie contient \d+ produits? : retirez-les avant de la supprimer\.$/,
      );
    expect(await deleteCategoryAction({ id: created.data.id })).toMatchObject({ ok: true });

    await expect(db().execute(sql`update admin_audit_log set actor_email = 'x'`)).rejects.toThrow();
    await expect(db().execute(sql`delete from admin_audit_log`)).rejects.toThrow();
  });
});

describe('admin lists count what uses each row', () => {
  it('brands and categories show their real product counts', async () => {
    const { listBrandsForAdmin, brandTableState } = await import('@/lib/admin/catalogue/brands');
    const { listCategoriesForAdmin, categoryTableState } =
      await import('@/lib/admin/catalogue/categories');
    const brands = await listBrandsForAdmin(
      db(),
      me,
      brandTableState({ tri: 'products', ordre: 'desc' }),
    );
    const top = await one<{ n: number }>(
      sql`select count(*)::int as n from products where brand_id is not null
          group by brand_id order by n desc limit 1`,
    );
    expect(top.n).toBeGreaterThan(0);
    expect(brands.rows[0]?.products).toBe(top.n);
    const categories = await listCategoriesForAdmin(
      db(),
      me,
      categoryTableState({ tri: 'products', ordre: 'desc' }),
    );
    const topCategory = await one<{ n: number }>(
      sql`select count(*)::int as n from product_tags group by category_id order by n desc limit 1`,
    );
    expect(categories.rows[0]?.products).toBe(topCategory.n);
  });
});
