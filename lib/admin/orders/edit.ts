import 'server-only';
import { type SQL, sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import type { Admin, SignedIn } from '@/lib/auth/caller';
import type { DbHandle, Transaction } from '@/lib/db/handle';
import { getAdminT } from '@/lib/i18n/admin';
import { type OrderStatus, type PaymentMethod, VAT_RATE_BP } from '@/lib/orders/constants';
import { getInvoiceT } from '@/lib/invoices/i18n';
import { replaceInvoice } from '@/lib/invoices/issue';
import { afterOrderEdited, type EditedMail } from '@/lib/orders/events';
import { loadOrder } from '@/lib/orders/queries';
import { orderItems, stockLines } from '@/lib/orders/place/lines';
import {
  type ColourSnapshot,
  type ColourSnapshotRow,
  colourSnapshotSql,
} from '@/lib/orders/place/read';
import { COUNTRY_CODES } from '@/lib/orders/place/validate';
import type { OrderAddress, OrderColour } from '@/lib/orders/queries';
import { inLockOrder, type StockLine } from '@/lib/orders/stock';
import { parseLines, type ParsedLine } from '@/lib/pricing/lines';
import { loadPricingData } from '@/lib/pricing/load';
import { isProfessional, priceCart } from '@/lib/pricing/price-cart';
import type { PricedCart, PricedLine, PricingData } from '@/lib/pricing/types';
import type { EditOrder, PreviewOrderEdit } from '@/lib/validation/admin-order-edit';
import { manualFacts, stripeRefund } from './refund';
import { editRefusal, type WorkflowOrder } from './workflow';
import { buyerOf, customerAddresses, lineView, type LineView, rawLine } from './for-customer';

/**
 * « Modifier la commande » (issue 40 §2): an unshipped order's lines, quantities and delivery
 * address (an unpaid bank-transfer order, or a paid one by card or transfer), repriced by the
 * checkout's one pricing function (lib/pricing/price-cart.ts) for the customer as they are now
 * (pro prices when verified), the order's promotion re-evaluated on the new lines, its carrier
 * kept. The stock the order holds counts as available to it; the differences are taken or given
 * back in the order lock's transaction, row by row in the checkout's lock order, and a shortage
 * refuses the whole edit in French. A paid order's invoice is never changed: it is cancelled by a
 * credit note and a new invoice is issued, and the difference with what was paid is refunded or
 * left to pay (`settlePaidEdit`, docs/decisions/order-editing.md).
 */

type EditableOrder = {
  id: string;
  orderNumber: string;
  userId: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  /** Paid (and invoiced): the edit replaces the invoice and settles the difference. */
  paid: boolean;
  paymentReference: string | null;
  totalCents: number;
  /** What the customer has paid: the total less a balance an earlier edit left due. */
  receivedCents: number;
  promotionCode: string | null;
  promotionUsed: boolean;
  carrierCode: string | null;
  shippingAddress: OrderAddress;
  trainingConfirmed: boolean;
};

type Item = {
  lineKey: string;
  name: string;
  quantity: number;
  productId: string | null;
  variantId: string | null;
  stockTracked: boolean;
  colour: OrderColour | null;
};

const refuse = (key: string, values?: Record<string, string | number>): never => {
  const t = getAdminT() as unknown as (k: string, v?: Record<string, string | number>) => string;
  throw new ActionError(t(`orderEdit.errors.${key}`, values));
};

/** The order, locked (`forUpdate`) or read, and refused unless it may be edited. */
async function editableOrder(db: DbHandle, id: string, forUpdate: boolean): Promise<EditableOrder> {
  const { rows } = await db.execute<{
    id: string;
    order_number: string;
    user_id: string | null;
    status: OrderStatus;
    payment_method: PaymentMethod;
    payment_state: string;
    total_cents: number;
    balance_due_cents: number;
    payment_reference: string | null;
    promotion_code: string | null;
    promotion_used: boolean;
    carrier_code: string | null;
    shipping_address: OrderAddress;
    training: boolean;
    shipped_at: Date | null;
    delivered_at: Date | null;
  }>(sql`select id, order_number, user_id, status, payment_method, payment_state, total_cents,
           balance_due_cents, payment_reference, shipped_at, delivered_at,
           promotion_code, exists (select 1 from promotion_uses u where u.order_id = o.id)
             as promotion_used,
           carrier_code, shipping_address,
           diisocyanate_training_confirmed_at is not null as training
         from orders o where id = ${id}::uuid ${forUpdate ? sql`for update` : sql``}`);
  const row = rows[0];
  const t = getAdminT();
  if (!row) throw new ActionError(t('orders.refused.notFound'));
  const refusal = editRefusal({
    status: row.status,
    paymentMethod: row.payment_method,
    paymentState: row.payment_state as WorkflowOrder['paymentState'],
    paymentReference: null,
    shippedAt: row.shipped_at,
    deliveredAt: row.delivered_at,
  });
  if (refusal === 'notEditable') {
    refuse(refusal, { status: t(`orders.statuses.${row.status}`).toLocaleLowerCase('fr') });
  } else if (refusal) refuse(refusal);
  if (!row.user_id) refuse('noCustomerAccount');
  return {
    id: row.id,
    orderNumber: row.order_number,
    userId: row.user_id!,
    status: row.status,
    paymentMethod: row.payment_method,
    paid: row.payment_state === 'paid',
    paymentReference: row.payment_reference,
    totalCents: row.total_cents,
    receivedCents: row.total_cents - row.balance_due_cents,
    promotionCode: row.promotion_code,
    promotionUsed: row.promotion_used,
    carrierCode: row.carrier_code,
    shippingAddress: row.shipping_address,
    trainingConfirmed: row.training,
  };
}

/** A line's cart line id; a line written before the ids were kept gets its product's. */
const lineKeyOf = (i: SQL) =>
  sql`coalesce(${i}.line_key, ${i}.product_id::text || '-' || coalesce(${i}.variant_id::text, 'default'))`;

async function itemsOf(db: DbHandle, orderId: string): Promise<Item[]> {
  const { rows } = await db.execute<{
    line_key: string;
    name: string;
    quantity: number;
    product_id: string | null;
    variant_id: string | null;
    stock_tracked: boolean;
    colour: OrderColour | null;
  }>(sql`select ${lineKeyOf(sql`i`)} as line_key, name, quantity, product_id, variant_id,
           stock_tracked, colour
         from order_items i where order_id = ${orderId}::uuid order by ctid`);
  return rows.map((r) => ({
    lineKey: r.line_key,
    name: r.name,
    quantity: r.quantity,
    productId: r.product_id,
    variantId: r.variant_id,
    stockTracked: r.stock_tracked,
    colour: r.colour,
  }));
}

/** The stock an order's lines hold, by product (no variant) or variant id. */
function heldBy(items: Item[]): Map<string, number> {
  const held = new Map<string, number>();
  for (const item of items) {
    if (!item.stockTracked || !item.productId) continue;
    const id = item.variantId ?? item.productId;
    held.set(id, (held.get(id) ?? 0) + item.quantity);
  }
  return held;
}

/**
 * The pricing facts as the checkout reads them, seen from inside the order: the stock it holds
 * is available to it, and its own order and promotion use do not count against the promotion's
 * limits (first order, uses per customer, total uses).
 */
function asIfUnordered(data: PricingData, order: EditableOrder, items: Item[]): PricingData {
  const products = new Map(data.products);
  const variants = new Map(data.variants);
  for (const [id, quantity] of heldBy(items)) {
    const variant = variants.get(id);
    if (variant) variants.set(id, { ...variant, stockQuantity: variant.stockQuantity + quantity });
    const product = products.get(id);
    if (product) products.set(id, { ...product, stockQuantity: product.stockQuantity + quantity });
  }
  const code = order.promotionCode?.toUpperCase() ?? null;
  const promotions = data.promotions.map((p) =>
    order.promotionUsed && code && p.limits && p.code.toUpperCase() === code
      ? { ...p, limits: { ...p.limits, usesCount: Math.max(0, p.limits.usesCount - 1) } }
      : p,
  );
  const buyer = data.buyer && {
    orders: Math.max(0, data.buyer.orders - 1),
    usesByCode: new Map(
      [...data.buyer.usesByCode].map(([c, n]) => [
        c,
        c === code && order.promotionUsed ? n - 1 : n,
      ]),
    ),
  };
  return { ...data, products, variants, promotions, ...(buyer ? { buyer } : {}) };
}

type Repriced = {
  order: EditableOrder;
  items: Item[];
  buyer: SignedIn;
  parsed: ParsedLine[];
  data: PricingData;
  priced: PricedCart;
  lines: PricedLine[];
  address: OrderAddress;
  country: string;
};

/** The edited order priced as the checkout would price it now, or a French refusal. */
async function reprice(
  db: DbHandle,
  admin: Admin,
  input: PreviewOrderEdit,
  forUpdate: boolean,
): Promise<Repriced> {
  const order = await editableOrder(db, input.id, forUpdate);
  const items = await itemsOf(db, order.id);
  const customer = await buyerOf(db, admin, order.userId);
  if (!customer) return refuse('noCustomerAccount');
  const { buyer } = customer;
  const parsed = parseLines(input.lines.map((l) => rawLine(l.key, l.quantity)));
  const known = new Set(items.map((i) => i.lineKey));
  for (const line of parsed) {
    if (line.kind === 'invalid') refuse('lines');
    else if (!known.has(line.key) && line.kind !== 'product' && line.kind !== 'paint') {
      refuse('newLine');
    }
  }
  if (parsed.length === 0) refuse('lines');
  let address = order.shippingAddress;
  if (input.addressId) {
    const saved = await customerAddresses(db, admin, order.userId);
    const chosen = saved.find((a) => a.id === input.addressId);
    if (!chosen) refuse('address');
    address = chosen!.address;
  }
  const country = COUNTRY_CODES[address.country] ?? 'FR';
  const loaded = await loadPricingData(db, parsed, {
    professional: isProfessional(buyer),
    fresh: true,
    buyerId: buyer.userId,
  });
  const data = asIfUnordered(loaded, order, items);
  const priced = priceCart(data, buyer, parsed, {
    promoCode: order.promotionCode,
    country,
    carrierCode: order.carrierCode,
  });
  const problem = priced.lines.find((l) => l.status !== 'ok' || l.adjustedQuantity !== null);
  if (problem) refuse('lineChanged', { name: problem.name, message: problem.message ?? '' });
  const lines = priced.lines.filter((l) => l.status === 'ok');
  if (lines.length === 0) refuse('lines');
  if (!priced.shipping.selected || priced.shipping.selected.carrierCode !== order.carrierCode) {
    if (priced.shipping.unavailable) throw new ActionError(priced.shipping.unavailable);
    refuse('carrier');
  }
  if (order.promotionCode && priced.promotion.status !== 'applied') {
    refuse('promotion', { code: order.promotionCode, message: priced.promotion.message ?? '' });
  }
  if (lines.some((l) => l.containsDiisocyanates) && !order.trainingConfirmed) {
    refuse('diisocyanates');
  }
  return { order, items, buyer, parsed, data, priced, lines, address, country };
}

export type EditPreview = {
  lines: LineView[];
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  totalCents: number;
  /** The order's total before the edit. */
  currentCents: number;
  /**
   * A paid order: what the customer has paid, and how the difference is settled (« refund »:
   * given back now, by Stripe for a card, by the owner's transfer recorded here; « due »: left
   * to pay by transfer). Null for an unpaid order (the new total is what is due).
   */
  settlement: {
    receivedCents: number;
    method: PaymentMethod;
    kind: 'refund' | 'due' | 'none';
    amountCents: number;
  } | null;
};

function settlementOf(order: EditableOrder, totalCents: number): EditPreview['settlement'] {
  if (!order.paid) return null;
  const difference = totalCents - order.receivedCents;
  return {
    receivedCents: order.receivedCents,
    method: order.paymentMethod,
    kind: difference > 0 ? 'due' : difference < 0 ? 'refund' : 'none',
    amountCents: Math.abs(difference),
  };
}

function previewOf(r: Repriced): EditPreview {
  return {
    settlement: settlementOf(r.order, r.priced.totalTtc),
    lines: r.lines.map(lineView),
    subtotalCents: r.priced.subtotalTtc,
    discountCents: r.priced.discountTtc,
    shippingCents: r.priced.shippingTtc,
    totalCents: r.priced.totalTtc,
    currentCents: r.order.totalCents,
  };
}

/** « Calculer le total »: the edit priced, nothing written. */
export async function previewOrderEdit(
  db: DbHandle,
  admin: Admin,
  input: PreviewOrderEdit,
): Promise<EditPreview> {
  return previewOf(await reprice(db, admin, input, false));
}

/**
 * The stock differences taken (more) or given back (less), row by row in the checkout's lock
 * order; a row short of stock refuses the edit (the transaction rolls back what was moved).
 * Returns the slugs of the products whose stock moved and the ids made unlimited meanwhile.
 */
async function moveStock(
  tx: Transaction,
  items: Item[],
  toHold: StockLine[],
  names: Map<string, string>,
): Promise<{ slugs: string[]; untracked: Set<string> }> {
  const delta = new Map<string, StockLine>();
  const add = (productId: string, variantId: string | null, quantity: number, key: string) => {
    const id = variantId ?? productId;
    const line = delta.get(id) ?? { key, productId, variantId, quantity: 0, priceTtc: 0 };
    line.quantity += quantity;
    delta.set(id, line);
  };
  for (const item of items) {
    if (item.stockTracked && item.productId) {
      add(item.productId, item.variantId, -item.quantity, item.lineKey);
    }
  }
  for (const line of toHold) add(line.productId, line.variantId, line.quantity, line.key);
  const { products, variants } = inLockOrder([...delta.values()].filter((l) => l.quantity !== 0));
  const slugs = new Set<string>();
  const untracked = new Set<string>();
  for (const line of [...products, ...variants]) {
    const d = line.quantity;
    const { rows } = await tx.execute<{ slug: string }>(
      line.variantId
        ? sql`update product_variants v set stock_quantity = v.stock_quantity - ${d}::int
              from products p where v.id = ${line.variantId}::uuid and p.id = v.product_id
                and not p.unlimited_stock and v.stock_quantity >= ${d}::int
              returning p.slug`
        : sql`update products set stock_quantity = stock_quantity - ${d}::int
              where id = ${line.productId}::uuid and not unlimited_stock
                and stock_quantity >= ${d}::int
              returning slug`,
    );
    if (rows[0]) {
      slugs.add(rows[0].slug);
      continue;
    }
    const { rows: now } = await tx.execute<{ unlimited: boolean; stock: number | null }>(sql`
      select p.unlimited_stock as unlimited,
        ${line.variantId ? sql`(select stock_quantity from product_variants where id = ${line.variantId}::uuid)` : sql`p.stock_quantity`} as stock
      from products p where p.id = ${line.productId}::uuid`);
    // Made unlimited meanwhile: nothing to take or give back.
    if (now[0]?.unlimited || d < 0) {
      untracked.add(line.variantId ?? line.productId);
      continue;
    }
    refuse('outOfStock', {
      name: names.get(line.key) ?? '',
      left: Math.max(0, now[0]?.stock ?? 0),
    });
  }
  return { slugs: [...slugs], untracked };
}

/** The order's lines rewritten: removed ones deleted, kept ones repriced, new ones added. */
async function writeLines(tx: Transaction, orderId: string, rows: ReturnType<typeof orderItems>) {
  const json = JSON.stringify(rows);
  const recordset = sql`jsonb_to_recordset(${json}::jsonb) as l(product_id uuid, variant_id uuid,
    line_key text, name text, details text, reference_code text, quantity int, unit_price_ht int,
    unit_price_ttc int, total_ht int, total_ttc int, is_custom_paint boolean, colour jsonb,
    stock_tracked boolean)`;
  await tx.execute(sql`delete from order_items i where order_id = ${orderId}::uuid
    and ${lineKeyOf(sql`i`)} <> all(${sql.param(rows.map((r) => r.line_key))}::text[])`);
  await tx.execute(sql`update order_items i set line_key = l.line_key, quantity = l.quantity,
      unit_price_ht = l.unit_price_ht, unit_price_ttc = l.unit_price_ttc,
      total_ht = l.total_ht, total_ttc = l.total_ttc, stock_tracked = l.stock_tracked
    from ${recordset} where i.order_id = ${orderId}::uuid and ${lineKeyOf(sql`i`)} = l.line_key`);
  await tx.execute(sql`insert into order_items (order_id, product_id, variant_id, line_key, name,
      details, reference_code, quantity, unit_price_ht, unit_price_ttc, total_ht, total_ttc,
      vat_rate_bp, is_custom_paint, colour, stock_tracked)
    select ${orderId}::uuid, l.product_id, l.variant_id, l.line_key, l.name, l.details,
      l.reference_code, l.quantity, l.unit_price_ht, l.unit_price_ttc, l.total_ht, l.total_ttc,
      ${VAT_RATE_BP}, l.is_custom_paint, l.colour, l.stock_tracked
    from ${recordset}
    where not exists (select 1 from order_items i
      where i.order_id = ${orderId}::uuid and ${lineKeyOf(sql`i`)} = l.line_key)`);
}

export type OrderEdited = {
  id: string;
  orderNumber: string;
  totalCents: number;
  previousCents: number;
  slugs: string[];
};

type PaidEditSettled = {
  documents: { cancelled: string; creditNote: string; invoice: string };
  settlement: NonNullable<EditPreview['settlement']> & { reference: string | null };
  mail: EditedMail;
};

/**
 * A paid order edited (its lines and totals already rewritten in this transaction): its invoice
 * is replaced (credit note for the whole of it, new invoice of the order as it now is: both in
 * the gapless numbering) and the difference with what the customer paid is settled: given back
 * (card: Stripe, inside the order lock, keyed by the new invoice's number so a replay after a
 * failed commit gets the same refund; transfer: the owner's transfer, its day and reference
 * required), or left due (`balance_due_cents`, e-mailed with the transfer instructions). The
 * refund is an `order_refunds` row marked `order_edit`: money given back, not a refund of the new
 * total. docs/decisions/order-editing.md.
 */
async function settlePaidEdit(
  tx: Transaction,
  admin: Admin,
  order: EditableOrder,
  input: EditOrder,
): Promise<PaidEditSettled> {
  const source = await loadOrder(tx, order.id);
  const settlement = settlementOf(order, source!.totalCents)!;
  const manual =
    settlement.kind === 'refund' && order.paymentMethod !== 'card' ? manualFacts(input) : null;
  if (settlement.kind === 'refund' && order.paymentMethod === 'card' && !order.paymentReference) {
    refuse('cardNoPayment');
  }
  const documents = await replaceInvoice(
    tx,
    source!,
    getInvoiceT('frozen')('edit', { number: order.orderNumber }),
  );
  if (!documents) return refuse('noInvoice');
  const dueCents = settlement.kind === 'due' ? settlement.amountCents : 0;
  await tx.execute(sql`update orders set balance_due_cents = ${dueCents}
    where id = ${order.id}::uuid`);
  let refund: EditedMail['refund'] = null;
  if (settlement.kind === 'refund') {
    const made =
      manual ??
      (await stripeRefund(
        tx,
        order,
        settlement.amountCents,
        `edit-${order.id}-${documents.invoice.number}`,
      ));
    await tx.execute(sql`
      insert into order_refunds (order_id, method, amount_cents, refunded_on, reference,
        provider_refund_id, credit_note_id, created_by, order_edit)
      values (${order.id}::uuid, ${order.paymentMethod}::payment_method, ${settlement.amountCents},
        ${made.refundedOn}::date, ${made.reference}, ${manual ? null : made.reference},
        ${documents.creditNote.id}::uuid, ${admin.userId}::uuid, true)`);
    refund = {
      amountCents: settlement.amountCents,
      refundedOn: made.refundedOn,
      method: order.paymentMethod,
      reference: made.reference,
    };
  }
  return {
    documents: {
      cancelled: documents.replaced.number,
      creditNote: documents.creditNote.number,
      invoice: documents.invoice.number,
    },
    settlement: { ...settlement, reference: refund?.reference ?? null },
    mail: {
      attachments: [documents.creditNote.id, documents.invoice.id],
      dueCents,
      refund,
    },
  };
}

/** Same lines and quantities, same address, same total: nothing to edit. */
function unchanged(r: Repriced): boolean {
  const quantities = (lines: { key: string; quantity: number }[]) =>
    JSON.stringify(
      lines
        .filter((l) => l.quantity > 0)
        .map((l) => [l.key, l.quantity])
        .sort(),
    );
  return (
    r.priced.totalTtc === r.order.totalCents &&
    JSON.stringify(r.address) === JSON.stringify(r.order.shippingAddress) &&
    quantities(r.items.map((i) => ({ key: i.lineKey, quantity: i.quantity }))) ===
      quantities(r.lines)
  );
}

/** « Enregistrer les modifications »: see the module's comment. */
export function editOrder(admin: Admin, action: string, input: EditOrder): Promise<OrderEdited> {
  return adminWrite(admin, action, async (tx, audit) => {
    const r = await reprice(tx, admin, input, true);
    const { order, priced } = r;
    if (priced.totalTtc !== input.expectedTotalCents) refuse('totalChanged');
    const paintAdded = r.parsed.some(
      (l) => l.kind === 'paint' && !r.items.some((i) => i.lineKey === l.key),
    );
    if (paintAdded && !input.customPaintAcknowledged) refuse('customPaint');
    // A paid order's edit issues documents: one that changes nothing issues none.
    if (order.paid && unchanged(r)) refuse('nothingChanged');
    const toHold = stockLines(r.parsed, r.lines, r.data, isProfessional(r.buyer));
    const names = new Map(r.lines.map((l) => [l.key, l.name]));
    const moved = await moveStock(tx, r.items, toHold, names);
    const held = toHold.filter((l) => !moved.untracked.has(l.variantId ?? l.productId));
    const colours = new Map<string, ColourSnapshot>();
    for (const item of r.items) {
      if (item.colour) {
        colours.set(item.lineKey.slice(0, 36), {
          cssPreview: item.colour.cssPreview ?? null,
          manufacturer: item.colour.manufacturer ?? null,
        });
      }
    }
    // A colour line added by code (the lines editor) keeps its colour as the checkout does.
    const added = r.parsed.flatMap((l) =>
      l.kind === 'paint' && !colours.has(l.colourId) ? [l.colourId] : [],
    );
    if (added.length > 0) {
      const { rows } = await tx.execute<ColourSnapshotRow>(colourSnapshotSql(added));
      for (const c of rows)
        colours.set(c.id, { cssPreview: c.css_preview, manufacturer: c.manufacturer });
    }
    const rows = orderItems(r.parsed, r.lines, colours, held);
    // A kept line keeps the name and colour it was ordered with; only quantities and prices move.
    await writeLines(tx, order.id, rows);
    await tx.execute(sql`
      update orders set subtotal_cents = ${priced.subtotalTtc}, discount_cents = ${priced.discountTtc},
        shipping_cents = ${priced.shippingTtc}, tax_cents = ${priced.totalTva},
        total_ht_cents = ${priced.totalHt}, total_cents = ${priced.totalTtc},
        professional = ${priced.professional}, shipping_address = ${JSON.stringify(r.address)}::jsonb,
        shipping_country = ${r.country}, updated_at = now(),
        custom_paint_acknowledged = custom_paint_acknowledged or ${paintAdded}
      where id = ${order.id}::uuid`);
    if (order.promotionUsed) {
      await tx.execute(
        sql`update promotion_uses set discount_cents = ${
          priced.promotion.status === 'applied' ? priced.promotion.discountCents : 0
        } where order_id = ${order.id}::uuid`,
      );
    }
    const settled = order.paid ? await settlePaidEdit(tx, admin, order, input) : null;
    await afterOrderEdited(tx, order.id, settled?.mail ?? null);
    const summary = (lines: { name: string; quantity: number }[]) =>
      lines.map((l) => `${l.name} × ${l.quantity}`);
    audit({
      entity: 'order',
      entityId: order.id,
      before: {
        orderNumber: order.orderNumber,
        totalCents: order.totalCents,
        lines: summary(r.items),
        shippingAddress: order.shippingAddress,
      },
      after: {
        orderNumber: order.orderNumber,
        totalCents: priced.totalTtc,
        lines: summary(r.lines),
        shippingAddress: r.address,
        ...(settled ? { documents: settled.documents, settlement: settled.settlement } : {}),
      },
    });
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      totalCents: priced.totalTtc,
      previousCents: order.totalCents,
      slugs: moved.slugs,
    };
  });
}

/** The lines « Modifier la commande » starts from (their cart line ids, names, quantities). */
export async function linesToEdit(db: DbHandle, _admin: Admin, orderId: string) {
  return (await itemsOf(db, orderId)).map((i) => ({
    key: i.lineKey,
    name: i.name,
    quantity: i.quantity,
  }));
}

/**
 * « Solde reçu »: the owner has received the balance a paid order's edit left due (by
 * transfer); the order is paid in full again. Refused when nothing is due.
 */
export function markBalanceReceived(
  admin: Admin,
  action: string,
  input: { id: string },
): Promise<{ id: string; orderNumber: string }> {
  return adminWrite(admin, action, async (tx, audit) => {
    const { rows } = await tx.execute<{ order_number: string; balance_due_cents: number }>(sql`
      select order_number, balance_due_cents from orders where id = ${input.id}::uuid for update`);
    const row = rows[0];
    if (!row) throw new ActionError(getAdminT()('orders.refused.notFound'));
    if (row.balance_due_cents <= 0) refuse('nothingDue');
    await tx.execute(sql`update orders set balance_due_cents = 0, updated_at = now()
      where id = ${input.id}::uuid`);
    audit({
      entity: 'order',
      entityId: input.id,
      before: { orderNumber: row.order_number, balanceDueCents: row.balance_due_cents },
      after: { orderNumber: row.order_number, balanceDueCents: 0 },
    });
    return { id: input.id, orderNumber: row.order_number };
  });
}
