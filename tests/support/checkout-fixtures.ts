/**
 * Buyers, addresses and stocked products for the checkout tests (integration and bench): plain
 * SQL on the seeded demo database, nothing mocked.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { SignedIn } from '@/lib/auth/caller';
import type { DbHandle } from '@/lib/db/handle';
import type { PlaceOrderInput } from '@/lib/orders/place';

export async function one<T>(db: DbHandle, query: ReturnType<typeof sql>): Promise<T> {
  return (await db.execute(query)).rows[0] as T;
}

/** How many sessions of this database are in the state `where` says (pg_stat_activity). */
export async function sessionsWhere(db: DbHandle, where: ReturnType<typeof sql>): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and ${where}`,
  );
  return row.n;
}

/** A signed-in customer with one default delivery address in France. */
export async function newBuyer(
  db: DbHandle,
  email = `acheteur-${randomUUID().slice(0, 8)}@example.fr`,
  options: { professional?: boolean } = {},
): Promise<{ caller: SignedIn; addressId: string }> {
  const user = await one<{ id: string }>(
    db,
    sql`insert into users (email, password_hash) values (${email}, 'x') returning id`,
  );
  await db.execute(sql`insert into profiles (id, email, first_name, last_name, company_name, siret,
      is_professional, is_verified_professional)
    values (${user.id}::uuid, ${email}, 'Camille', 'Durand',
      ${options.professional ? 'Carrosserie Durand' : null},
      ${options.professional ? '12345678900012' : null},
      ${options.professional ?? false}, ${options.professional ?? false})`);
  const address = await one<{ id: string }>(
    db,
    sql`insert into addresses (user_id, label, first_name, last_name, address_line1, city,
        postal_code, country, is_default)
      values (${user.id}::uuid, 'Maison', 'Camille', 'Durand', '3 rue des Lilas', 'Lyon', '69003',
        'France', true) returning id`,
  );
  return {
    caller: {
      kind: 'customer',
      userId: user.id,
      email,
      isAdmin: false,
      isVerifiedProfessional: options.professional ?? false,
    },
    addressId: address.id,
  };
}

/** A sellable product without variants, its stock set to `stock`. */
export async function stockedProduct(
  db: DbHandle,
  stock: number,
  offset = 0,
): Promise<{ id: string; slug: string; name: string; priceTtc: number }> {
  const p = await one<{ id: string; slug: string; name: string; price_ttc: number }>(
    db,
    sql`select id, slug, name, price_ttc from products p
      where is_active and visible_in_frontend and not has_variants and not unlimited_stock
        and not contains_diisocyanates and transport_class = 'none'
        and not exists (select 1 from product_variants v where v.product_id = p.id)
      order by slug offset ${offset} limit 1`,
  );
  await db.execute(sql`update products set stock_quantity = ${stock} where id = ${p.id}::uuid`);
  return { id: p.id, slug: p.slug, name: p.name, priceTtc: p.price_ttc };
}

export function productLine(productId: string, quantity: number, variantId: string | null = null) {
  return {
    id: `${productId}-${variantId ?? 'default'}`,
    productId,
    variantId,
    quantity,
  };
}

/** A complete order request for `lines`, with the total the buyer was shown. */
export function orderInput(
  addressId: string,
  lines: unknown[],
  expectedTotalCents: number,
  overrides: Partial<PlaceOrderInput> = {},
): PlaceOrderInput {
  return {
    idempotencyKey: randomUUID(),
    lines,
    shippingAddressId: addressId,
    billingAddressId: null,
    carrierCode: 'colissimo',
    promoCode: null,
    paymentMethod: 'transfer',
    acceptCgv: true,
    customPaintAcknowledged: false,
    diisocyanateTraining: false,
    expectedTotalCents,
    ...overrides,
  };
}
