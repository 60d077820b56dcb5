/**
 * The database cart (lib/cart/server-cart.ts): prices from the database only, the merge at
 * sign-in (same line adds up), custom paint lines with their metadata, and two users who never
 * touch each other's rows.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import {
  clearCart,
  deleteLine,
  listCart,
  mergeIntoCart,
  upsertLines,
  type ClientLine,
} from '@/lib/cart/server-cart';

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await getDb().execute(query)).rows[0] as T;
}

async function newUser(email: string): Promise<string> {
  const row = await one<{ id: string }>(
    sql`insert into users (email, password_hash) values (${email}, 'x') returning id`,
  );
  return row.id;
}

async function plainProduct() {
  return one<{ id: string; name: string; price_ttc: number; price_ht: number }>(sql`
    select id, name, price_ttc, price_ht from products p
    where is_active and visible_in_frontend and not has_variants
      and not exists (select 1 from product_variants v where v.product_id = p.id)
    order by slug limit 1`);
}

async function variantProduct() {
  return one<{ product_id: string; id: string; price_ttc: number; variant_name: string }>(sql`
    select v.product_id, v.id, v.price_ttc, v.variant_name from product_variants v
    join products p on p.id = v.product_id
    where v.is_active and p.is_active and p.visible_in_frontend
    order by p.slug, v.variant_name limit 1`);
}

function line(
  productId: string,
  variantId: string | null,
  quantity: number,
  price = 0.01,
): ClientLine & { price: number } {
  return { productId, variantId, quantity, name: 'nom envoyé', price };
}

describe('database cart', () => {
  it('stores the database prices in cents, whatever price the browser sends', async () => {
    const user = await newUser('prix@example.fr');
    const product = await plainProduct();
    const variant = await variantProduct();
    await upsertLines(
      getDb(),
      user,
      [line(product.id, null, 2, 0.01), line(variant.product_id, variant.id, 1, 0.01)],
      'set',
    );
    const rows = (
      await getDb().execute<{
        line_key: string;
        unit_price_ttc: number;
        unit_price_ht: number;
        quantity: number;
      }>(
        sql`select line_key, unit_price_ttc, unit_price_ht, quantity from cart_items where user_id = ${user} order by line_key`,
      )
    ).rows;
    expect(rows).toContainEqual({
      line_key: `${product.id}-default`,
      unit_price_ttc: product.price_ttc,
      unit_price_ht: product.price_ht,
      quantity: 2,
    });
    expect(
      rows.find((r) => r.line_key === `${variant.product_id}-${variant.id}`)?.unit_price_ttc,
    ).toBe(variant.price_ttc);
    const cart = await listCart(getDb(), user);
    expect(cart.find((l) => l.id === `${product.id}-default`)).toMatchObject({
      name: product.name,
      price: product.price_ttc / 100,
      quantity: 2,
    });
    expect(cart.find((l) => l.variantId === variant.id)).toMatchObject({
      variant: variant.variant_name,
    });
  });

  it('merges at sign-in: the same line adds up, new lines are appended, bad ids dropped', async () => {
    const user = await newUser('fusion@example.fr');
    const product = await plainProduct();
    const variant = await variantProduct();
    await upsertLines(getDb(), user, [line(product.id, null, 2)], 'set');
    const merged = await mergeIntoCart(getDb(), user, [
      line(product.id, null, 3),
      line(variant.product_id, variant.id, 1),
      line('peinture-inconnue', null, 1),
      line('9d7b0c7e-5a1f-4b7e-8a55-000000000000', null, 1),
    ]);
    expect(merged.map((l) => [l.id, l.quantity]).sort()).toEqual(
      [
        [`${product.id}-default`, 5],
        [`${variant.product_id}-${variant.id}`, 1],
      ].sort(),
    );
    // An empty browser cart leaves the database cart as it was.
    expect((await mergeIntoCart(getDb(), user, [])).length).toBe(2);
  });

  it('keeps custom paint lines apart by their configuration, priced from paint_product_configs', async () => {
    const user = await newUser('teinte@example.fr');
    const colour = await one<{ id: string; color_code: string }>(
      sql`select id, color_code from paint_colors where is_active and available_water order by color_code limit 1`,
    );
    const paint = (volume: string, key: string, quantity: number): ClientLine => ({
      productId: colour.id,
      variantId: key,
      isColorProduct: true,
      quantity,
      name: `Peinture en pot ${colour.color_code}`,
      variant: volume,
      paintType: 'water',
      packaging_type: 'pot',
      volume_liters: 1,
      weight_kg: 0.5,
      referenceCode: colour.color_code,
      colorData: { color_code: colour.color_code, color_name: 'Test', category: 'auto' },
    });
    await mergeIntoCart(getDb(), user, [
      paint('1 L', 'peinture-pot:water:1', 1),
      paint('0.5 L', 'peinture-pot:water:0.5', 1),
    ]);
    await mergeIntoCart(getDb(), user, [paint('1 L', 'peinture-pot:water:1', 2)]);
    const cart = await listCart(getDb(), user);
    expect(cart).toHaveLength(2);
    const litre = cart.find((l) => l.variantId === 'peinture-pot:water:1')!;
    expect(litre).toMatchObject({
      quantity: 3,
      price: 45,
      isColorProduct: true,
      paintType: 'water',
    });
    expect(litre.colorData).toMatchObject({ color_code: colour.color_code });
    expect(cart.find((l) => l.variantId === 'peinture-pot:water:0.5')!.price).toBe(29.9);
  });

  it('touches only the caller’s rows (two users)', async () => {
    const alice = await newUser('alice@example.fr');
    const bob = await newUser('bob@example.fr');
    const product = await plainProduct();
    await upsertLines(getDb(), alice, [line(product.id, null, 1)], 'set');
    await upsertLines(getDb(), bob, [line(product.id, null, 4)], 'set');
    await deleteLine(getDb(), bob, `${product.id}-default`);
    expect((await listCart(getDb(), alice))[0]?.quantity).toBe(1);
    await upsertLines(getDb(), bob, [line(product.id, null, 7)], 'set');
    await clearCart(getDb(), alice);
    expect(await listCart(getDb(), alice)).toEqual([]);
    expect((await listCart(getDb(), bob))[0]?.quantity).toBe(7);
  });
});
