/**
 * Repair kits (issue 41 §3) against the real database: the kit's price (sum of its parts at
 * the buyer's prices minus the kit's discount, professional prices included), its stock derived
 * from its components, the components' stock taken by the order's statement (and given back on
 * release), and the refusal when a component ran out between pricing and the write.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActionError } from '@/lib/actions/client';
import type { SignedIn } from '@/lib/auth/caller';
import { getDb } from '@/lib/db/client';
import { listCart, upsertLines } from '@/lib/cart/server-cart';
import { kitVariantId } from '@/lib/kits/types';
import { placeOrder } from '@/lib/orders/place';
import { orderItems, stockLines } from '@/lib/orders/place/lines';
import { readCheckout } from '@/lib/orders/place/read';
import type { PlaceOrderInput } from '@/lib/orders/place/types';
import { validateCheckout } from '@/lib/orders/place/validate';
import { writeOrder } from '@/lib/orders/place/write';
import { releaseOrderStock } from '@/lib/orders/stock';
import { priceCartFor } from '@/lib/pricing';
import { parseLines } from '@/lib/pricing/lines';
import { newBuyer, one, orderInput, stockedProduct } from '../support/checkout-fixtures';

const db = () => getDb();
const PRICING_OUT_OF_STOCK =
  "Ce produit est en rupture de stock : il n'est pas compté dans le total.";

/** A colour made in water base (the stylo's first paint type: 14,90 €). */
async function waterColour() {
  const c = await one<{ id: string; code: string }>(
    db(),
    sql`select c.id, c.color_code as code from paint_colors c
      join paint_manufacturers m on m.id = c.manufacturer_id and m.is_active
      where c.is_active and c.color_name not like '%+%' order by c.color_code limit 1`,
  );
  await db().execute(sql`update paint_colors set available_water = true where id = ${c.id}::uuid`);
  return c;
}

/**
 * A published stylo kit, 10 % off: product A × 1 (10,00 €, stock a) and product B × 2
 * (5,00 €, stock b).
 */
async function testKit(stockA: number, stockB: number, offset: number) {
  const a = await stockedProduct(db(), stockA, offset);
  const b = await stockedProduct(db(), stockB, offset + 1);
  await db().execute(sql`update products set price_ttc = 1000, price_ht = 833, pro_price_ttc = null
    where id = ${a.id}::uuid`);
  await db().execute(sql`update products set price_ttc = 500, price_ht = 417, pro_price_ttc = null
    where id = ${b.id}::uuid`);
  const kit = await one<{ id: string }>(
    db(),
    sql`insert into repair_kits (repair_type, name, colour_product_key, colour_quantity,
        discount_percent, is_published)
      values ('eclat', 'Kit essai', 'peinture-stylo', 1, 10, true) returning id`,
  );
  await db().execute(sql`insert into repair_kit_components (kit_id, product_id, quantity, position)
    values (${kit.id}::uuid, ${a.id}::uuid, 1, 0), (${kit.id}::uuid, ${b.id}::uuid, 2, 1)`);
  return { kitId: kit.id, a, b };
}

function kitLine(colourId: string, kitId: string, quantity: number) {
  const variantId = kitVariantId(kitId);
  return { id: `${colourId}-${variantId}`, productId: colourId, variantId, quantity };
}

const stockOf = async (id: string) =>
  (
    await one<{ s: number }>(
      db(),
      sql`select stock_quantity as s from products where id = ${id}::uuid`,
    )
  ).s;

async function priced(caller: SignedIn, lines: unknown[]) {
  return priceCartFor(db(), caller, lines, { country: 'FR', carrierCode: 'colissimo' });
}

describe('repair kits', () => {
  it('prices a kit as the sum of its parts minus its discount, and a professional at pro prices', async () => {
    const colour = await waterColour();
    const { kitId, a } = await testKit(50, 50, 0);
    const { caller } = await newBuyer(db());
    const cart = await priced(caller, [kitLine(colour.id, kitId, 1)]);
    const line = cart.lines[0]!;
    expect(line.status).toBe('ok');
    // 14,90 (stylo) + 10,00 + 2 × 5,00 = 34,90, less 10 % = 31,41.
    expect(line.unitTtc).toBe(3141);
    expect(line.retailUnitTtc).toBeNull();
    expect(line.isCustomPaint).toBe(true);
    expect(line.name).toContain(`Kit essai pour ${colour.code}`);
    expect(line.details).toMatch(/^Contenu : 1 × Stylo de retouche .* 1 × .*, 2 × /);

    await db().execute(sql`update products set pro_price_ttc = 800 where id = ${a.id}::uuid`);
    const pro = await newBuyer(db(), undefined, { professional: true });
    const proLine = (await priced(pro.caller, [kitLine(colour.id, kitId, 1)])).lines[0]!;
    // 14,90 + 8,00 + 10,00 = 32,90, less 10 % = 29,61; the retail kit price beside it.
    expect(proLine.unitTtc).toBe(2961);
    expect(proLine.retailUnitTtc).toBe(3141);
  });

  it('derives its stock from its components and lowers the quantity to it', async () => {
    const colour = await waterColour();
    const { kitId } = await testKit(5, 7, 2);
    const { caller } = await newBuyer(db());
    const line = (await priced(caller, [kitLine(colour.id, kitId, 4)])).lines[0]!;
    // min(floor(5 / 1), floor(7 / 2)) = 3 kits.
    expect(line.stock).toBe(3);
    expect(line.quantity).toBe(3);
    expect(line.adjustedQuantity).toBe(3);

    const { kitId: emptyKit } = await testKit(5, 1, 4);
    const empty = (await priced(caller, [kitLine(colour.id, emptyKit, 1)])).lines[0]!;
    expect(empty.status).toBe('unavailable');
    expect(empty.message).toBe(PRICING_OUT_OF_STOCK);
  });

  it('takes the components’ stock in the order and gives it back on release', async () => {
    const colour = await waterColour();
    const { kitId, a, b } = await testKit(5, 7, 6);
    const { caller, addressId } = await newBuyer(db());
    const lines = [kitLine(colour.id, kitId, 2)];
    const total = (await priced(caller, lines)).totalTtc;
    const placed = await placeOrder(
      db(),
      caller,
      orderInput(addressId, lines, total, { customPaintAcknowledged: true }),
    );
    expect(placed.totalCents).toBe(total);
    expect(await stockOf(a.id)).toBe(3);
    expect(await stockOf(b.id)).toBe(3);
    const item = await one<{
      name: string;
      details: string;
      unit_price_ttc: number;
      stock_tracked: boolean;
      colour: { code: string; manufacturer: string | null; paintType: string | null };
      kit: {
        kitId: string;
        components: Array<{ productId: string; quantity: number; tracked: boolean }>;
      };
    }>(
      db(),
      sql`select name, details, unit_price_ttc, stock_tracked, colour, kit from order_items
        where order_id = ${placed.id}::uuid`,
    );
    expect(item.name).toContain('Kit essai');
    expect(item.details).toContain(a.name);
    expect(item.unit_price_ttc).toBe(3141);
    expect(item.stock_tracked).toBe(true);
    // The workshop's copy of the colour: code, maker and the paint type it mixes.
    expect(item.colour).toMatchObject({ code: colour.code, paintType: 'water' });
    expect(item.colour.manufacturer).not.toBeNull();
    expect(item.kit.kitId).toBe(kitId);
    expect(item.kit.components).toEqual([
      expect.objectContaining({ productId: a.id, quantity: 1, tracked: true }),
      expect.objectContaining({ productId: b.id, quantity: 2, tracked: true }),
    ]);

    expect(await releaseOrderStock(db(), placed.id)).toBe(true);
    expect(await stockOf(a.id)).toBe(5);
    expect(await stockOf(b.id)).toBe(7);
  });

  it('refuses the order in French, writing nothing, when a component ran out since pricing', async () => {
    const colour = await waterColour();
    const { kitId, a, b } = await testKit(5, 7, 8);
    const { caller, addressId } = await newBuyer(db());
    const lines = [kitLine(colour.id, kitId, 2)];
    const total = (await priced(caller, lines)).totalTtc;
    const input: PlaceOrderInput = orderInput(addressId, lines, total, {
      customPaintAcknowledged: true,
    });
    const parsed = parseLines(input.lines);
    const read = await readCheckout(db(), caller, input, parsed);
    const checkout = validateCheckout(read.data, caller, input, parsed, read);
    const toTake = stockLines(parsed, checkout.lines, read.data, false);
    expect(toTake.map((l) => [l.productId, l.quantity])).toEqual([
      [a.id, 2],
      [b.id, 4],
    ]);
    // Another buyer took B meanwhile: 3 left, 4 needed.
    await db().execute(sql`update products set stock_quantity = 3 where id = ${b.id}::uuid`);
    const write = writeOrder(db(), {
      orderId: randomUUID(),
      caller,
      input,
      checkout,
      customer: read.customer,
      items: orderItems(parsed, checkout.lines, read.colours, toTake, read.data),
      toTake,
      dispatchOn: '2026-12-01',
    });
    await expect(write).rejects.toThrow(ActionError);
    await expect(write).rejects.toThrow(b.name);
    expect(await stockOf(a.id)).toBe(5);
    expect(await stockOf(b.id)).toBe(3);
    const orders = await one<{ n: number }>(
      db(),
      sql`select count(*)::int as n from orders where user_id = ${caller.userId}::uuid`,
    );
    expect(orders.n).toBe(0);
  });

  it('keeps a kit line in a signed-in cart, priced by the server', async () => {
    const colour = await waterColour();
    const { kitId } = await testKit(50, 50, 10);
    const { caller } = await newBuyer(db());
    await upsertLines(
      db(),
      caller.userId,
      [
        {
          productId: colour.id,
          variantId: kitVariantId(kitId),
          isColorProduct: true,
          name: 'Kit essai',
          quantity: 2,
        },
      ],
      'set',
    );
    const cart = await listCart(db(), caller.userId);
    expect(cart).toEqual([
      expect.objectContaining({
        productId: colour.id,
        variantId: kitVariantId(kitId),
        quantity: 2,
        price: 31.41,
      }),
    ]);
  });

  it('seeds one published kit per repair type, the scratch kit sellable for Renault QNG', async () => {
    const { rows } = await db().execute<{ repair_type: string; parts: number }>(
      sql`select k.repair_type, count(c.id)::int as parts from repair_kits k
        join repair_kit_components c on c.kit_id = k.id where k.is_published and k.name <> 'Kit essai'
        group by k.repair_type, k.position order by k.position`,
    );
    expect(rows).toEqual([
      { repair_type: 'eclat', parts: 3 },
      { repair_type: 'rayure', parts: 4 },
      { repair_type: 'pare_chocs', parts: 4 },
      { repair_type: 'element', parts: 6 },
    ]);
    const qng = await one<{ id: string }>(
      db(),
      sql`select c.id from paint_colors c join paint_manufacturers m on m.id = c.manufacturer_id
        where m.slug = 'renault' and c.color_code = 'QNG' and c.color_name = 'Blanc Glacier'`,
    );
    const kit = await one<{ id: string }>(
      db(),
      sql`select id from repair_kits where repair_type = 'rayure'`,
    );
    const line = (await priceCartFor(db(), { kind: 'visitor' }, [kitLine(qng.id, kit.id, 1)]))
      .lines[0]!;
    expect(line).toMatchObject({ message: null, status: 'ok', transportClass: 'aerosol' });
    expect(line.name).toBe('Kit retouche rayure pour QNG (Blanc Glacier)');
    expect(line.details).toMatch(/^Contenu : 1 × Peinture en bombe Renault QNG Blanc Glacier/);
  });
});
