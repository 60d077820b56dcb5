import 'server-only';
import { randomUUID } from 'node:crypto';
import type { SignedIn } from '@/lib/auth/caller';
import type { DbHandle } from '@/lib/db/handle';
import { dispatchDay } from '@/lib/dispatch/date';
import { dispatchRules } from '@/lib/dispatch/rules';
import { parseLines } from '@/lib/pricing/lines';
import { isProfessional } from '@/lib/pricing/price-cart';
import { orderItems, stockLines } from './place/lines';
import { findEarlierOrder, readCheckout } from './place/read';
import type { PlacedOrder, PlaceOrderInput } from './place/types';
import { validateCheckout } from './place/validate';
import { writeOrder } from './place/write';

export type { PlacedOrder, PlaceOrderInput } from './place/types';

/**
 * `placedByShop`: the owner takes the order for the customer (a phone order, lib/admin/orders/
 * phone.ts): `caller` is then the customer as the pricing sees them, and their own cart is left
 * as it is (docs/decisions/phone-orders-through-place-order.md).
 */
export type PlaceOptions = {
  placedByShop?: boolean;
  /** The moment the order is placed (a test's fake clock); its dispatch day is computed from it. */
  now?: Date;
};

/** SQLSTATE of a unique violation: the idempotency key's index (two requests with one key). */
const UNIQUE_VIOLATION = '23505';

const errorCode = (error: unknown) =>
  (error as { code?: string })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;

/**
 * Places an order, in four steps (lib/orders/place/): read everything in one statement
 * (read.ts), reprice and check what the buyer agreed to without touching the database
 * (validate.ts), build the order's lines and the stock to take (lines.ts), then write it in
 * one statement (write.ts: the order and its number, lines, promotion use, emptied cart,
 * e-mails and stock, all or nothing). The same idempotency key returns the order placed the
 * first time. Refusals are ActionErrors with French messages; nothing is written then.
 * `options.now` is the moment the order is placed: its dispatch day is computed from it (lib/dispatch;
 * a fake clock in tests).
 */
export async function placeOrder(
  db: DbHandle,
  caller: SignedIn,
  input: PlaceOrderInput,
  options: PlaceOptions = {},
): Promise<PlacedOrder> {
  const parsed = parseLines(input.lines);
  const read = await readCheckout(db, caller, input, parsed);
  if (read.earlier) return read.earlier;
  const checkout = validateCheckout(read.data, caller, input, parsed, read);
  const toTake = stockLines(parsed, checkout.lines, read.data, isProfessional(caller));
  const items = orderItems(parsed, checkout.lines, read.colours, toTake, read.data);
  const orderId = randomUUID();
  try {
    const written = await writeOrder(db, {
      orderId,
      caller,
      input,
      checkout,
      customer: read.customer,
      items,
      toTake,
      dispatchOn: dispatchDay(
        options.now ?? new Date(),
        dispatchRules(read.dispatch, checkout.customPaint),
      ),
      keepCart: options.placedByShop === true,
    });
    return {
      id: orderId,
      orderNumber: written.orderNumber,
      paymentMethod: input.paymentMethod,
      totalCents: checkout.priced.totalTtc,
      created: true,
      productSlugs: written.slugs,
    };
  } catch (error) {
    // Two requests with one key at the same moment: the second meets the unique index.
    if (errorCode(error) === UNIQUE_VIOLATION) {
      const earlier = await findEarlierOrder(db, caller.userId, input.idempotencyKey);
      if (earlier) return earlier;
    }
    throw error;
  }
}
