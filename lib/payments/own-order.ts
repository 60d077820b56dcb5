import 'server-only';
import { sql } from 'drizzle-orm';
import type { SignedIn } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';
import type { PaymentMethod } from '@/lib/orders/constants';

export type PayableOrder = {
  id: string;
  order_number: string;
  user_id: string | null;
  status: string;
  payment_method: PaymentMethod;
  payment_state: string;
  payment_reference: string | null;
  total_cents: number;
};

/**
 * The caller's own order by number, as payment sees it; an unknown number and another
 * customer's order both read as missing (no leak of which numbers exist).
 */
export async function ownOrder(
  db: DbHandle,
  caller: SignedIn,
  orderNumber: string,
): Promise<PayableOrder | null> {
  if (!orderNumber || orderNumber.length > 40) return null;
  const { rows } = await db.execute<PayableOrder>(sql`
    select id, order_number, user_id, status::text, payment_method, payment_state::text,
      payment_reference, total_cents
    from orders where order_number = ${orderNumber}`);
  const order = rows[0];
  return order && order.user_id === caller.userId ? order : null;
}
