import 'server-only';
import { sql } from 'drizzle-orm';
import type { Admin } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';
import { afterWithdrawalDeadlines } from '@/lib/withdrawals/period';

/**
 * The withdrawals the owner sees (`/admin/orders`'s « Rétractations » section and each order's
 * page), with the shop's two deadlines: the goods back within 14 days, the refund within 14
 * days of the withdrawal (L221-23, L221-24). The admin pages check the role; the reads take the
 * admin as proof that they did.
 */
export type AdminWithdrawal = {
  id: string;
  orderId: string;
  orderNumber: string;
  name: string;
  email: string;
  createdAt: Date;
  returnBy: string;
  refundBy: string;
  lines: Array<{ name: string; quantity: number }>;
  /** Its refund (an order refund since migration 0038, with its credit note), or null. */
  refund: { cents: number; on: string; reference: string; creditNote: string | null } | null;
};

type Row = {
  id: string;
  order_id: string;
  order_number: string;
  name: string;
  email: string;
  created_at: string;
  lines: Array<{ name: string; quantity: number }>;
  refund_cents: number | null;
  refunded_on: string | null;
  refund_reference: string | null;
  credit_note: string | null;
};

const SELECT = sql`select w.id, w.order_id, o.order_number, w.name, w.email, w.created_at,
    coalesce(r.amount_cents, w.refund_cents) as refund_cents,
    coalesce(r.refunded_on, w.refunded_on)::text as refunded_on,
    coalesce(r.reference, w.refund_reference) as refund_reference, cn.number as credit_note,
    (select coalesce(jsonb_agg(jsonb_build_object('name', i.name, 'quantity', l.quantity)
                       order by i.ctid), '[]'::jsonb)
     from withdrawal_lines l join order_items i on i.id = l.order_item_id
     where l.withdrawal_id = w.id) as lines
  from withdrawals w join orders o on o.id = w.order_id
  left join order_refunds r on r.withdrawal_id = w.id
  left join invoices cn on cn.id = r.credit_note_id`;

function view(row: Row): AdminWithdrawal {
  const createdAt = new Date(row.created_at);
  return {
    id: row.id,
    orderId: row.order_id,
    orderNumber: row.order_number,
    name: row.name,
    email: row.email,
    createdAt,
    ...afterWithdrawalDeadlines(createdAt),
    lines: row.lines,
    refund:
      row.refund_cents === null
        ? null
        : {
            cents: row.refund_cents,
            on: row.refunded_on!,
            reference: row.refund_reference!,
            creditNote: row.credit_note,
          },
  };
}

/** The latest withdrawals, those still to refund first. */
export async function listWithdrawals(
  db: DbHandle,
  _admin: Admin,
  limit = 20,
): Promise<AdminWithdrawal[]> {
  const { rows } = await db.execute<Row>(sql`${SELECT}
    order by (coalesce(r.amount_cents, w.refund_cents) is null) desc, w.created_at desc, w.id
    limit ${limit}`);
  return rows.map(view);
}

/** One order's withdrawals, oldest first. */
export async function withdrawalsOfOrder(
  db: DbHandle,
  _admin: Admin,
  orderId: string,
): Promise<AdminWithdrawal[]> {
  const { rows } = await db.execute<Row>(sql`${SELECT}
    where w.order_id = ${orderId}::uuid order by w.created_at, w.id`);
  return rows.map(view);
}
