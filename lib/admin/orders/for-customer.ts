import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import type { Admin, SignedIn } from '@/lib/auth/caller';
import { lineId } from '@/lib/cart-line';
import type { DbHandle } from '@/lib/db/handle';
import { productShown } from '@/lib/db/shown-product';
import type { OrderAddress } from '@/lib/orders/queries';
import type { PricedLine } from '@/lib/pricing/types';

/**
 * What the owner's order screens (an order edited, an order taken by phone) read about a
 * customer and the catalogue. Every function takes the `Admin` the action client checked: the
 * admin check is made in the data layer's signature, not by the page.
 */

/** The customer as the pricing sees them at checkout: their account, pro status verified. */
export async function buyerOf(db: DbHandle, _admin: Admin, userId: string) {
  const { rows } = await db.execute<{
    email: string | null;
    pro: boolean;
    disabled: boolean;
  }>(sql`select email, is_verified_professional as pro, disabled_at is not null as disabled
         from profiles where id = ${userId}::uuid`);
  const row = rows[0];
  if (!row?.email) return null;
  const buyer: SignedIn = {
    kind: 'customer',
    userId,
    email: row.email,
    isAdmin: false,
    isVerifiedProfessional: row.pro === true,
  };
  return { buyer, disabled: row.disabled };
}

export type CustomerChoice = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  professional: boolean;
};

/** Customers matching `where` as the order screens list them, with whether they are disabled. */
export async function customersWhere(
  db: DbHandle,
  where: SQL,
  limit: number,
): Promise<(CustomerChoice & { disabled: boolean })[]> {
  const { rows } = await db.execute<{
    id: string;
    first_name: string | null;
    last_name: string | null;
    email: string;
    company_name: string | null;
    pro: boolean;
    disabled: boolean;
  }>(sql`
    select id, first_name, last_name, email, company_name, is_verified_professional as pro,
      disabled_at is not null as disabled
    from profiles
    where email is not null and ${where}
    order by company_name nulls last, last_name, email
    limit ${limit}`);
  return rows.map((r) => ({
    id: r.id,
    name: [r.first_name, r.last_name].filter(Boolean).join(' ') || r.email,
    email: r.email,
    company: r.company_name,
    professional: r.pro,
    disabled: r.disabled,
  }));
}

/** Customers by name, e-mail or company (« Nouvelle commande »), at most 10. */
export async function searchCustomers(
  db: DbHandle,
  _admin: Admin,
  query: string,
): Promise<CustomerChoice[]> {
  const like = `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const found = await customersWhere(
    db,
    sql`disabled_at is null
      and (lower(email) like ${like}
        or lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) like ${like}
        or lower(coalesce(company_name, '')) like ${like})`,
    10,
  );
  return found.map(({ disabled: _disabled, ...choice }) => choice);
}

export type SavedAddress = { id: string; label: string | null; address: OrderAddress };

/** A customer's saved addresses, the default one first. */
export async function customerAddresses(
  db: DbHandle,
  _admin: Admin,
  userId: string,
): Promise<SavedAddress[]> {
  const { rows } = await db.execute<OrderAddress & { id: string; label: string | null }>(sql`
    select id, label, first_name as "firstName", last_name as "lastName",
      company_name as company, address_line1 as "addressLine1", address_line2 as "addressLine2",
      postal_code as "postalCode", city, country, phone
    from addresses where user_id = ${userId}::uuid
    order by is_default desc, created_at`);
  return rows.map(({ id, label, ...address }) => ({ id, label, address }));
}

export type ProductChoice = {
  /** The cart line id the order screens send back. */
  key: string;
  name: string;
  referenceCode: string | null;
  priceTtc: number;
};

/** Sellable products and their active variants by name or reference, at most 10 lines. */
export async function searchOrderProducts(
  db: DbHandle,
  _admin: Admin,
  query: string,
): Promise<ProductChoice[]> {
  const like = `%${query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await db.execute<{
    product_id: string;
    variant_id: string | null;
    name: string;
    reference_code: string | null;
    price_ttc: number;
  }>(sql`
    select p.id as product_id, v.id as variant_id,
      p.name || coalesce(' – ' || v.variant_name, '') as name,
      coalesce(v.reference_code, p.reference_code) as reference_code,
      coalesce(v.price_ttc, p.price_ttc) as price_ttc
    from products p
    left join product_variants v on v.product_id = p.id and v.is_active
    where ${productShown('p')} and (not p.has_variants or v.id is not null)
      and (lower(p.name) like ${like} or lower(coalesce(p.reference_code, '')) like ${like}
        or lower(coalesce(v.reference_code, '')) like ${like}
        or lower(coalesce(v.variant_name, '')) like ${like})
    order by lower(coalesce(v.reference_code, p.reference_code, '')) = ${query.toLowerCase()} desc,
      lower(p.name) = ${query.toLowerCase()} desc, p.name, v.variant_name
    limit 10`);
  return rows.map((r) => ({
    key: lineId(r.product_id, r.variant_id),
    name: r.name,
    referenceCode: r.reference_code,
    priceTtc: r.price_ttc,
  }));
}

/**
 * A cart line from its id and quantity, as the checkout reads a browser's line
 * (lib/pricing/lines.ts): `{uuid}-{variantId|default}` or a custom paint's
 * `{colourId}-{productKey}:{type}:{litres}`.
 */
export function rawLine(key: string, quantity: number) {
  const productId = key.slice(0, 36);
  const rest = key.slice(37);
  return { id: key, productId, variantId: rest === 'default' ? null : rest, quantity };
}

/** A priced line as the order screens show it (the checkout's prices, its French message). */
export type LineView = {
  key: string;
  name: string;
  quantity: number;
  unitTtc: number;
  totalTtc: number;
  message: string | null;
  /** Sellable as asked (not unavailable, quantity not lowered). */
  ok: boolean;
};

export function lineView(l: PricedLine): LineView {
  return {
    key: l.key,
    name: l.name,
    quantity: l.quantity,
    unitTtc: l.unitTtc,
    totalTtc: l.totalTtc,
    message: l.message,
    ok: l.status === 'ok' && l.adjustedQuantity === null,
  };
}
