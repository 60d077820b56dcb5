import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import type { SignedIn } from '@/lib/auth/caller';
import { executePrepared, type DbHandle, type Transaction } from '@/lib/db/handle';
import type { PromotionRefusal } from '@/lib/promotions/eligibility';
import { getT } from '@/lib/i18n/server';
import { queueEmailsSql } from '@/lib/mail/outbox';
import { TRANSFER_DUE_DAYS, VAT_RATE_BP } from '../constants';
import { orderPlacedEmailsAround } from '../events';
import { orderNumberSql } from '../number';
import type { OrderCustomer } from '../queries';
import { inLockOrder, lineMiss, takeProductsSql, takeVariantsSql, type StockLine } from '../stock';
import type { OrderItemRow } from './lines';
import type { PlaceOrderInput } from './types';
import type { ValidCheckout } from './validate';

/** An accepted checkout as the order's statement writes it. */
export type OrderToWrite = {
  orderId: string;
  caller: SignedIn;
  input: PlaceOrderInput;
  checkout: ValidCheckout;
  customer: OrderCustomer;
  items: OrderItemRow[];
  /** The lines that take stock (stockLines). */
  toTake: StockLine[];
  /** The day it is to ship (`YYYY-MM-DD`, lib/dispatch). */
  dispatchOn: string;
  /** A phone order taken by the shop: the customer's own cart is not emptied. */
  keepCart?: boolean;
};

export type OrderWritten = {
  orderNumber: string;
  /** Products whose stock was taken (their pages are invalidated). */
  slugs: string[];
};

type WriteRow = {
  order_number: string;
  promotion_used: boolean;
  /** Ids of the products and variants whose stock was taken. */
  taken: string[];
  slugs: string[];
};

/** The SQLSTATE of a refused write (order_write_check, migration 0021). */
const ORDER_NOT_WRITTEN = 'NU409';

const errorCode = (error: unknown) =>
  (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;

/**
 * The limits another order of this buyer can change meanwhile, checked again by the write
 * (`p`: the promotion): first order only, and uses per customer (orders not cancelled). The
 * total uses are the conditional update of `counted`: the promotion's row lock makes parallel
 * checkouts take the last uses one at a time (docs/decisions/promotion-limits.md).
 */
function buyerMayUse(userId: string): SQL {
  return sql`(not p.first_order_only or not exists (
      select 1 from orders where user_id = ${userId}::uuid and status <> 'cancelled'))
    and (p.max_uses_per_customer is null or p.max_uses_per_customer > (
      select count(*) from promotion_uses u join orders uo on uo.id = u.order_id
      where u.user_id = ${userId}::uuid and u.promotion_id = p.id and uo.status <> 'cancelled'))`;
}

/**
 * The order's ONE statement, data-modifying CTEs: the order number drawn (`n`), the order
 * (`o`), its lines, the promotion use (`used`: none when the promotion was withdrawn
 * meanwhile), the emptied cart, the e-mails (their subjects joined with the number `o`
 * returned) and the stock, one conditional UPDATE for the products and one for the variants,
 * rows in lock order (lib/orders/stock.ts). The number is drawn by the write: a checkout
 * refused before it takes none (lib/orders/number.ts). `refuse`: a line not taken or the
 * promotion withdrawn makes `order_write_check` abort the statement (nothing written);
 * otherwise it answers what was taken, for the caller to tell why inside its transaction.
 */
function orderStatement(w: OrderToWrite, refuse: boolean): SQL {
  const { checkout, input, caller } = w;
  const { priced } = checkout;
  const { products, variants } = inLockOrder(w.toTake);
  const taken = [
    ...(products.length ? [{ cte: sql`taken_p`, size: products.length }] : []),
    ...(variants.length ? [{ cte: sql`taken_v`, size: variants.length }] : []),
  ];
  const takenColumn = (column: SQL) =>
    taken.length
      ? sql.join(
          taken.map(({ cte }) => sql`select ${column} from ${cte}`),
          sql` union `,
        )
      : sql`select null::text where false`;
  const mails = queueEmailsSql(
    orderPlacedEmailsAround({
      id: w.orderId,
      email: caller.email,
      paymentMethod: input.paymentMethod,
    }),
    { value: sql`o.order_number`, from: sql`o` },
  );
  return sql`
    with n as (select nextval('order_number_seq') as v),
    promo as (
      select p.id from promotions p
      where ${checkout.promoCode}::text is not null and lower(p.code) = lower(${checkout.promoCode}::text)
        and p.is_active and p.valid_from <= now() and (p.valid_until is null or p.valid_until >= now())
        and ${buyerMayUse(caller.userId)}
      limit 1
    ),
    counted as (
      update promotions set uses_count = uses_count + 1
      where id = (select id from promo) and (max_uses is null or uses_count < max_uses)
      returning id
    ),
    o as (
      insert into orders (id, order_number, user_id, email, status, idempotency_key, professional,
        customer, subtotal_cents, discount_cents, shipping_cents, tax_cents, total_ht_cents,
        total_cents, promotion_id, promotion_code, shipping_address, billing_address,
        shipping_country, carrier_code, carrier_name, payment_method, payment_state,
        payment_due_at, diisocyanate_training_confirmed_at, custom_paint_acknowledged,
        cgv_accepted_at, dispatch_on)
      select ${w.orderId}::uuid, ${orderNumberSql(sql`n.v`)}, ${caller.userId}::uuid, ${caller.email}, 'pending',
        ${input.idempotencyKey}, ${priced.professional}, ${JSON.stringify(w.customer)}::jsonb,
        ${priced.subtotalTtc}, ${priced.discountTtc}, ${priced.shippingTtc},
        ${priced.totalTva}, ${priced.totalHt}, ${priced.totalTtc},
        (select id from promo), ${checkout.promoCode}::text,
        ${JSON.stringify(checkout.shipping)}::jsonb,
        ${checkout.billing ? JSON.stringify(checkout.billing) : null}::jsonb, ${checkout.country},
        ${checkout.carrier.carrierCode}, ${checkout.carrier.carrierName}, ${input.paymentMethod}, 'pending',
        ${input.paymentMethod === 'transfer' ? sql`now() + make_interval(days => ${TRANSFER_DUE_DAYS})` : null},
        ${input.diisocyanateTraining ? sql`now()` : null},
        ${checkout.customPaint}, now(), ${w.dispatchOn}::date
      from n
      returning id, order_number
    ),
    lines as (
      insert into order_items (order_id, product_id, variant_id, line_key, name, details,
        reference_code, quantity, unit_price_ht, unit_price_ttc, total_ht, total_ttc,
        vat_rate_bp, is_custom_paint, colour, stock_tracked, kit)
      select o.id, l.product_id, l.variant_id, l.line_key, l.name, l.details,
        l.reference_code, l.quantity, l.unit_price_ht, l.unit_price_ttc, l.total_ht,
        l.total_ttc, ${VAT_RATE_BP}, l.is_custom_paint, l.colour, l.stock_tracked, l.kit
      from o, rows from (jsonb_to_recordset(${JSON.stringify(w.items)}::jsonb) as (
        product_id uuid, variant_id uuid, line_key text, name text, details text,
        reference_code text, quantity int, unit_price_ht int, unit_price_ttc int,
        total_ht int, total_ttc int, is_custom_paint boolean, colour jsonb,
        stock_tracked boolean, kit jsonb)) with ordinality as l
      order by l.ordinality
    ),
    used as (
      insert into promotion_uses (promotion_id, order_id, user_id, discount_cents)
      select counted.id, o.id, ${caller.userId}::uuid, ${checkout.discountCents} from counted, o
      returning 1
    ),
    emptied as (
      delete from cart_items
      where not ${w.keepCart === true}::boolean and user_id = ${caller.userId}::uuid
        and line_key = any(${sql.param(w.items.map((item) => item.line_key))}::text[])
    ),
    mails as (${mails})
    ${products.length ? sql`, taken_p as (${takeProductsSql(products)})` : sql``}
    ${variants.length ? sql`, taken_v as (${takeVariantsSql(variants)})` : sql``}
    select o.order_number,
      public.order_write_check(not ${refuse}::boolean or (${sql.join(
        [
          ...taken.map(({ cte, size }) => sql`(select count(*) from ${cte}) = ${size}`),
          sql`(${checkout.promoCode}::text is null or exists (select 1 from used))`,
        ],
        sql` and `,
      )})) as written,
      exists (select 1 from used) as promotion_used,
      array(${takenColumn(sql`id::text`)}) as taken,
      array(${takenColumn(sql`slug`)}) as slugs
    from o`;
}

/**
 * Why the promotion the cart was priced with could not be used by the write, in French: its
 * limit reached meanwhile (total, per customer, first order), or else withdrawn (the total
 * changed).
 */
async function promotionGone(tx: Transaction, w: OrderToWrite): Promise<string> {
  const { rows } = await tx.execute<{ reason: PromotionRefusal | null }>(sql`
    select case
      when p.max_uses is not null and p.uses_count >= p.max_uses then 'exhausted'
      when p.first_order_only and exists (select 1 from orders
        where user_id = ${w.caller.userId}::uuid and status <> 'cancelled') then 'firstOrder'
      when not ${buyerMayUse(w.caller.userId)} then 'perCustomer'
      end as reason
    from promotions p where lower(p.code) = lower(${w.checkout.promoCode}::text)`);
  const reason = rows[0]?.reason;
  if (!reason) return getT('checkout')('errors.totalChanged');
  const t = getT('promotions');
  return `${t(`refused.${reason}.title`)} – ${t(`refused.${reason}.text`)}`;
}

/**
 * Writes an accepted order. The usual case is the order's one statement alone (one round trip,
 * no BEGIN/COMMIT), refused as a whole when a line's stock was not taken (short, or changed
 * since it was priced) or the promotion was withdrawn. Then the same statement runs again in a
 * transaction, without the refusal, to tell the buyer which line and why (or to place the order
 * when things changed back meanwhile or a product was made unlimited): the transaction rolls
 * back with the French message of the first line that cannot be sold.
 */
export async function writeOrder(db: DbHandle, w: OrderToWrite): Promise<OrderWritten> {
  try {
    const { rows } = await executePrepared<WriteRow>(db, orderStatement(w, true));
    return { orderNumber: rows[0]!.order_number, slugs: rows[0]!.slugs };
  } catch (error) {
    if (errorCode(error) !== ORDER_NOT_WRITTEN) throw error;
  }
  const t = getT('checkout');
  return db.transaction(async (tx) => {
    const { rows } = await executePrepared<WriteRow>(tx, orderStatement(w, false));
    const row = rows[0]!;
    // The promotion was used up, used by this buyer or withdrawn since the cart was priced.
    if (w.checkout.promoCode && !row.promotion_used) {
      throw new ActionError(await promotionGone(tx, w));
    }
    const taken = new Set(row.taken);
    const { products, variants } = inLockOrder(w.toTake);
    for (const line of [...products, ...variants]) {
      if (taken.has(line.variantId ?? line.productId)) continue;
      const miss = await lineMiss(tx, line);
      const name = line.name ?? w.items.find((item) => item.line_key === line.key)?.name ?? '';
      if (miss === 'short') throw new ActionError(t('errors.outOfStock', { name }));
      if (miss === 'changed') throw new ActionError(t('errors.totalChanged'));
      // Made unlimited since it was priced: nothing to give back later.
      await tx.execute(sql`update order_items set stock_tracked = false
        where order_id = ${w.orderId}::uuid and line_key = ${line.key}`);
    }
    return { orderNumber: row.order_number, slugs: row.slugs };
  });
}
