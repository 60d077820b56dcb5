import 'server-only';
import { sql } from 'drizzle-orm';
import type { SignedIn } from '@/lib/auth/caller';
import { batchedRows, type BatchedRead as Rows, type DbHandle } from '@/lib/db/handle';
import type { ParsedLine } from '@/lib/pricing/lines';
import { loadPricingData } from '@/lib/pricing/load';
import { isProfessional } from '@/lib/pricing/price-cart';
import type { PricingData } from '@/lib/pricing/types';
import { isUuid } from '@/lib/uuid';
import { dispatchSettingsOf, type DispatchSettings } from '@/lib/dispatch/rules';
import { dispatchSettingsSql, type DispatchSettingsRow } from '@/lib/dispatch/settings';
import type { PaymentMethod } from '../constants';
import type { OrderAddress, OrderCustomer } from '../queries';
import type { PlacedOrder, PlaceOrderInput } from './types';

/** A custom paint colour as the order keeps it (its preview and make at the time of the order). */
export type ColourSnapshot = { cssPreview: string | null; manufacturer: string | null };

/** Everything the checkout reads before deciding, in one statement (readCheckout). */
export type CheckoutRead = {
  /** The order an earlier attempt with this idempotency key placed. */
  earlier: PlacedOrder | null;
  /** The buyer's delivery address (null: not one of theirs). */
  shipping: OrderAddress | null;
  /** The buyer's billing address (null: none asked, or not one of theirs). */
  billing: OrderAddress | null;
  customer: OrderCustomer;
  colours: Map<string, ColourSnapshot>;
  /** The catalogue, professional prices, promotions and carriers, read fresh. */
  data: PricingData;
  /** The preparation times and cut-off the order's dispatch day is computed with. */
  dispatch: DispatchSettings;
};

type OrderRow = {
  id: string;
  order_number: string;
  payment_method: PaymentMethod;
  total_cents: number;
};

const earlierOrder = (o: OrderRow): PlacedOrder => ({
  id: o.id,
  orderNumber: o.order_number,
  paymentMethod: o.payment_method,
  totalCents: o.total_cents,
  created: false,
  productSlugs: [],
});

const orderOfKey = (userId: string, key: string) =>
  sql`select id, order_number, payment_method, total_cents from orders
      where user_id = ${userId}::uuid and idempotency_key = ${key}`;

/** The order placed earlier with this idempotency key (two requests racing on one key). */
export async function findEarlierOrder(
  db: DbHandle,
  userId: string,
  key: string,
): Promise<PlacedOrder | null> {
  const { rows } = await db.execute<OrderRow>(orderOfKey(userId, key));
  return rows[0] ? earlierOrder(rows[0]) : null;
}

export type ColourSnapshotRow = {
  id: string;
  css_preview: string | null;
  manufacturer: string | null;
};

/** Custom colours as an order line keeps them (preview, maker): the checkout's and an edit's. */
export const colourSnapshotSql = (colourIds: string[]) => sql`
  select c.id, c.css_preview, m.name as manufacturer
  from paint_colors c left join paint_manufacturers m on m.id = c.manufacturer_id
  where c.id = any(${sql.param(colourIds)}::uuid[])`;

/** What the order needs besides the prices, queued on the batch: see CheckoutRead. */
function orderContext(rows: Rows, caller: SignedIn, input: PlaceOrderInput, parsed: ParsedLine[]) {
  const address = (id: string | null) =>
    isUuid(id)
      ? rows<OrderAddress>(sql`
          select first_name as "firstName", last_name as "lastName", company_name as company,
            address_line1 as "addressLine1", address_line2 as "addressLine2",
            postal_code as "postalCode", city, country, phone
          from addresses where id = ${id}::uuid and user_id = ${caller.userId}::uuid`)
      : Promise.resolve([]);
  const colourIds = [
    ...new Set(parsed.flatMap((l) => (l.kind === 'paint' || l.kind === 'kit' ? [l.colourId] : []))),
  ];
  return Promise.all([
    rows<OrderRow>(orderOfKey(caller.userId, input.idempotencyKey)),
    address(input.shippingAddressId),
    address(input.billingAddressId),
    rows<{
      first_name: string | null;
      last_name: string | null;
      company_name: string | null;
      siret: string | null;
    }>(sql`select first_name, last_name, company_name, siret from profiles
           where id = ${caller.userId}::uuid`),
    colourIds.length === 0
      ? Promise.resolve([])
      : rows<ColourSnapshotRow>(colourSnapshotSql(colourIds)),
    rows<DispatchSettingsRow>(dispatchSettingsSql()),
  ]);
}

/**
 * The checkout's reads in ONE statement, outside any transaction (`batchedRows`): the earlier
 * order of the idempotency key, the buyer's addresses and profile, the custom colours'
 * snapshots, the dispatch settings and every pricing read (promotions and carriers fresh).
 */
export async function readCheckout(
  db: DbHandle,
  caller: SignedIn,
  input: PlaceOrderInput,
  parsed: ParsedLine[],
): Promise<CheckoutRead> {
  const batch = batchedRows(db);
  const pricing = loadPricingData(db, parsed, {
    professional: isProfessional(caller),
    fresh: true,
    batch,
    buyerId: caller.userId,
  });
  const context = orderContext(batch.rows, caller, input, parsed);
  await batch.send();
  const [[earlier, shipping, billing, profiles, colours, dispatch], data] = await Promise.all([
    context,
    pricing,
  ]);
  const profile = profiles[0];
  return {
    earlier: earlier[0] ? earlierOrder(earlier[0]) : null,
    shipping: shipping[0] ?? null,
    billing: billing[0] ?? null,
    customer: {
      firstName: profile?.first_name ?? null,
      lastName: profile?.last_name ?? null,
      company: profile?.company_name ?? null,
      siret: profile?.siret ?? null,
    },
    colours: new Map(
      colours.map((r) => [r.id, { cssPreview: r.css_preview, manufacturer: r.manufacturer }]),
    ),
    data,
    dispatch: dispatchSettingsOf(dispatch[0]?.setting_value),
  };
}
