/**
 * The repair kits' admin screen (issue 41 §3) through its actions, against the real database:
 * create with components, edit (components replaced in the form's order), the French refusals,
 * delete, the audit rows and the cache invalidation of the colour pages' kits; a customer is
 * refused.
 */
import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { deleteKitAction, saveKitAction } from '@/lib/admin/kits/actions';
import { getKitForAdmin, kitTableState, listKitsForAdmin } from '@/lib/admin/kits/queries';
import { getDb } from '@/lib/db/client';
import { listPublishedKits } from '@/lib/kits/shop';
import type { KitInput } from '@/lib/validation/admin-kits';
import { admin, calling, customer, invalidated } from '../support/admin-caller';

const me = admin();
const db = () => getDb();

beforeEach(() => {
  calling.caller = me;
  invalidated.length = 0;
});

async function productIds(n: number): Promise<string[]> {
  const { rows } = await db().execute<{ id: string }>(
    sql`select id from products where is_active and visible_in_frontend and not has_variants
        order by slug limit ${n}`,
  );
  return rows.map((r) => r.id);
}

function kit(items: string[], overrides: Partial<KitInput> = {}): KitInput {
  return {
    name: 'Kit retouche rétroviseur',
    description: 'Pour une coque de rétroviseur.',
    repairType: 'pare_chocs',
    colourProductKey: 'peinture-bombe',
    colourQuantity: '1',
    discountPercent: '8',
    position: '9',
    isPublished: true,
    components: items.map((item, i) => ({ item, quantity: String(i + 1) })),
    ...overrides,
  };
}

describe('/admin/kits', () => {
  it('creates, edits, lists and deletes a kit, each change audited and the kits invalidated', async () => {
    const [a, b, c] = await productIds(3);
    const created = await saveKitAction(kit([a!, b!]));
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(invalidated).toContain('repair-kits');
    const id = created.data.id;
    let row = await getKitForAdmin(db(), me, id);
    expect(row).toMatchObject({
      name: 'Kit retouche rétroviseur',
      repairType: 'pare_chocs',
      discountPercent: 8,
      isPublished: true,
    });
    expect(row!.components).toEqual([
      { productId: a, variantId: null, quantity: 1 },
      { productId: b, variantId: null, quantity: 2 },
    ]);
    expect((await listPublishedKits(db())).map((k) => k.id)).toContain(id);

    const saved = await saveKitAction(
      kit([c!, a!], { id, name: 'Kit rétroviseur', colourQuantity: '2', isPublished: false }),
    );
    expect(saved.ok).toBe(true);
    row = await getKitForAdmin(db(), me, id);
    expect(row).toMatchObject({ name: 'Kit rétroviseur', colourQuantity: 2, isPublished: false });
    expect(row!.components.map((x) => [x.productId, x.quantity])).toEqual([
      [c, 1],
      [a, 2],
    ]);
    // Unpublished: the colour pages no longer offer it.
    expect((await listPublishedKits(db())).map((k) => k.id)).not.toContain(id);
    const list = await listKitsForAdmin(
      db(),
      me,
      kitTableState({ q: 'rétroviseur', type: 'pare_chocs' }),
    );
    expect(list.rows).toEqual([expect.objectContaining({ id, components: 2 })]);

    const audit = await db().execute<{ action: string }>(
      sql`select action from admin_audit_log where entity_id = ${id} order by id`,
    );
    expect(audit.rows.map((r) => r.action)).toEqual(['admin.kits.save', 'admin.kits.save']);

    invalidated.length = 0;
    expect((await deleteKitAction({ id })).ok).toBe(true);
    expect(invalidated).toContain('repair-kits');
    expect(await getKitForAdmin(db(), me, id)).toBeNull();
    const left = await db().execute(
      sql`select 1 from repair_kit_components where kit_id = ${id}::uuid`,
    );
    expect(left.rows).toHaveLength(0);
  });

  it('refuses a kit without components, a bad discount or an unknown type, in French', async () => {
    const [a] = await productIds(1);
    const bad = await saveKitAction(
      kit([], { discountPercent: '95', repairType: 'capot' as KitInput['repairType'] }),
    );
    expect(bad).toMatchObject({
      ok: false,
      fieldErrors: {
        components: 'Ajoutez au moins un élément au kit.',
        discountPercent: 'Indiquez une remise entre 0 et 90 %.',
        repairType: 'Choisissez un type de réparation.',
      },
    });
    const badItem = await saveKitAction(kit([`${a}:pas-un-id`]));
    expect(badItem).toMatchObject({ ok: false });
    const unknown = await saveKitAction(kit(['00000000-0000-4000-8000-000000000000']));
    expect(unknown).toMatchObject({ ok: false, error: "Un des produits choisis n'existe plus." });
  });

  it('refuses a customer', async () => {
    calling.caller = customer();
    const [a] = await productIds(1);
    const refused = await saveKitAction(kit([a!]));
    expect(refused).toMatchObject({ ok: false, code: 'forbidden' });
  });
});
