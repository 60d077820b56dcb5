/**
 * The shade variants on the colour's admin page (issue 41 §1), one at a time, through the admin
 * actions against the real database: create, edit, delete, one « standard » per colour (setting
 * one unsets the other), the French refusals, the audit rows and the colours' cache tag; an order
 * that holds a deleted variant keeps its snapshot; a customer is refused.
 */
import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deleteShadeAction, saveShadeAction } from '@/lib/admin/colours/actions';
import { shadesForAdmin } from '@/lib/admin/colours/shade-admin';
import { getDb } from '@/lib/db/client';
import { placeOrder } from '@/lib/orders/place';
import { loadOrder } from '@/lib/orders/queries';
import { priceCartFor } from '@/lib/pricing';
import type { ShadeInput } from '@/lib/validation/admin-shades';
import { newBuyer, one, orderInput } from '@/tests/support/checkout-fixtures';
import { admin, calling, customer, invalidated } from '../support/admin-caller';

const me = admin();
const db = () => getDb();

const touched: string[] = [];

beforeEach(() => {
  calling.caller = me;
  invalidated.length = 0;
});

// The colours this file gave variants to get none again: other files see the seed as it was.
afterEach(async () => {
  for (const colourId of touched.splice(0)) {
    await db().execute(sql`delete from colour_shade_variants where colour_id = ${colourId}::uuid`);
  }
});

/** An active colour sold in water-based paint that has no variant yet (each test its own). */
async function bareColour(): Promise<string> {
  const row = await one<{ id: string }>(
    db(),
    sql`select c.id from paint_colors c
        where c.is_active and c.available_water
          and not exists (select 1 from colour_shade_variants s where s.colour_id = c.id)
        order by c.color_code, c.id limit 1`,
  );
  touched.push(row.id);
  return row.id;
}

function shade(colourId: string, overrides: Partial<ShadeInput> = {}): ShadeInput {
  return {
    colourId,
    name: 'standard',
    variantCode: '',
    yearFrom: '2010',
    yearTo: '2018',
    models: 'Clio IV, Captur',
    swatchHex: '#F3F4F2',
    isStandard: true,
    position: '0',
    ...overrides,
  };
}

async function saved(input: ShadeInput): Promise<string> {
  const result = await saveShadeAction(input);
  expect(result).toMatchObject({ ok: true });
  if (!result.ok) throw new Error(result.error);
  return result.data.id;
}

describe('shade variants on the colour admin page', () => {
  it('creates, edits and deletes a variant, audited, the colour pages invalidated', async () => {
    const colourId = await bareColour();
    const id = await saved(shade(colourId));
    expect(invalidated).toContain('colours');
    expect(await shadesForAdmin(db(), colourId)).toEqual([
      {
        id,
        name: 'standard',
        variantCode: null,
        yearFrom: 2010,
        yearTo: 2018,
        models: 'Clio IV, Captur',
        swatchHex: '#f3f4f2',
        isStandard: true,
        position: 0,
      },
    ]);

    invalidated.length = 0;
    await saved(
      shade(colourId, {
        id,
        name: 'plus claire',
        variantCode: 'QNG-V1',
        yearFrom: '',
        yearTo: '2015',
        models: '',
        swatchHex: '',
        isStandard: false,
        position: '3',
      }),
    );
    expect(invalidated).toContain('colours');
    expect(await shadesForAdmin(db(), colourId)).toEqual([
      expect.objectContaining({
        id,
        name: 'plus claire',
        variantCode: 'QNG-V1',
        yearFrom: null,
        yearTo: 2015,
        models: null,
        swatchHex: null,
        isStandard: false,
        position: 3,
      }),
    ]);

    invalidated.length = 0;
    expect(await deleteShadeAction({ id })).toMatchObject({ ok: true });
    expect(invalidated).toContain('colours');
    expect(await shadesForAdmin(db(), colourId)).toEqual([]);
    const audit = await db().execute<{ action: string; entity: string }>(
      sql`select action, entity from admin_audit_log where entity_id = ${id} order by id`,
    );
    expect(audit.rows).toEqual([
      { action: 'admin.colours.shade.save', entity: 'colour_shade_variant' },
      { action: 'admin.colours.shade.save', entity: 'colour_shade_variant' },
      { action: 'admin.colours.shade.delete', entity: 'colour_shade_variant' },
    ]);
  });

  it('keeps one « standard » per colour: marking another one unmarks the first', async () => {
    const colourId = await bareColour();
    const first = await saved(shade(colourId));
    const second = await saved(shade(colourId, { name: 'plus jaune', position: '1' }));
    const standards = async () =>
      (await shadesForAdmin(db(), colourId)).filter((s) => s.isStandard).map((s) => s.id);
    expect(await standards()).toEqual([second]);
    await saved(shade(colourId, { id: first }));
    expect(await standards()).toEqual([first]);
    // Unmarking the standard leaves the colour with none (the page preselects the first).
    await saved(shade(colourId, { id: first, isStandard: false }));
    expect(await standards()).toEqual([]);
  });

  it('refuses a missing name, bad years, a bad swatch and a name already used, in French', async () => {
    const colourId = await bareColour();
    const bad = await saveShadeAction(
      shade(colourId, { name: ' ', yearFrom: '2019', yearTo: '2012', swatchHex: 'blanc' }),
    );
    expect(bad).toMatchObject({
      ok: false,
      fieldErrors: {
        name: 'Le nom est obligatoire.',
        yearTo: "L'année de fin doit être égale ou postérieure à l'année de début.",
        swatchHex: 'Teinte invalide : une couleur au format #rrggbb (ex. #f3f4f2), ou vide.',
      },
    });
    const badYear = await saveShadeAction(shade(colourId, { yearFrom: '99' }));
    expect(badYear).toMatchObject({
      ok: false,
      fieldErrors: { yearFrom: 'Année invalide : quatre chiffres entre 1950 et 2100, ou vide.' },
    });
    await saved(shade(colourId));
    const twice = await saveShadeAction(shade(colourId, { isStandard: false }));
    expect(twice).toMatchObject({
      ok: false,
      error: 'Cette couleur a déjà une variante de ce nom.',
    });
    expect(await shadesForAdmin(db(), colourId)).toHaveLength(1);
  });

  it("refuses to edit a variant through another colour's id", async () => {
    const colourId = await bareColour();
    const id = await saved(shade(colourId));
    const other = await one<{ id: string }>(
      db(),
      sql`select id from paint_colors where id <> ${colourId}::uuid limit 1`,
    );
    const moved = await saveShadeAction(shade(other.id, { id, name: 'ailleurs' }));
    expect(moved).toMatchObject({ ok: false, error: "Cet élément n'existe plus." });
    expect((await shadesForAdmin(db(), colourId))[0]).toMatchObject({ id, name: 'standard' });
  });

  it('deletes a variant an order holds: the order keeps its snapshot', async () => {
    const colourId = await bareColour();
    const id = await saved(shade(colourId, { name: 'plus claire', variantCode: 'V1' }));
    const variantId = `peinture-pot:water:0.5:variante-${id}`;
    const lines = [{ id: `${colourId}-${variantId}`, productId: colourId, variantId, quantity: 1 }];
    const { caller, addressId } = await newBuyer(db());
    const priced = await priceCartFor(db(), caller, lines, {
      country: 'FR',
      carrierCode: 'colissimo',
      promoCode: null,
    });
    const placed = await placeOrder(
      db(),
      caller,
      orderInput(addressId, lines, priced.totalTtc, { customPaintAcknowledged: true }),
    );
    expect(await deleteShadeAction({ id })).toMatchObject({ ok: true });
    const order = (await loadOrder(db(), placed.id))!;
    expect(order.lines[0]!.colour?.shade).toEqual({ id, name: 'plus claire', code: 'V1' });
  });

  it('refuses a customer', async () => {
    const colourId = await bareColour();
    calling.caller = customer();
    expect(await saveShadeAction(shade(colourId))).toMatchObject({ ok: false, code: 'forbidden' });
    calling.caller = me;
    const id = await saved(shade(colourId));
    calling.caller = customer();
    expect(await deleteShadeAction({ id })).toMatchObject({ ok: false, code: 'forbidden' });
    expect(await shadesForAdmin(db(), colourId)).toHaveLength(1);
  });
});
