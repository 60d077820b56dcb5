import 'server-only';
import { sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import type { DbHandle, Transaction } from '@/lib/db/handle';
import { getDb } from '@/lib/db/client';
import { formatLongDay } from '@/lib/format';
import { getT } from '@/lib/i18n/server';
import { getMailT } from '@/lib/mail/i18n';
import { queueEmail } from '@/lib/mail/outbox';
import type { OrderEmailRef } from '@/lib/orders/emails/render';
import type { WithdrawalConfirm, WithdrawalLookup } from '@/lib/validation/withdrawal';
import { linesToWithdraw, withdrawableQuantity, type WithdrawalRefusal } from './lines';
import { afterWithdrawalDeadlines, withdrawalWindow } from './period';

/**
 * The withdrawal function's server side (« Se rétracter du contrat ici »): finding the order
 * from what the buyer typed, the lines it may take back, and recording a withdrawal with its
 * acknowledgement e-mail in one transaction. The server is the authority: the order, its
 * lines, earlier withdrawals and the deadline are read again, under the order's row lock, when
 * the withdrawal is confirmed.
 */

type FoundOrder = {
  id: string;
  orderNumber: string;
  email: string;
  status: string;
  createdAt: Date;
  deliveredAt: Date | null;
};

/**
 * The order with this number and this e-mail (case ignored), locked when asked. A wrong number
 * and a wrong e-mail both give null: a stranger learns nothing about an order from wrong data.
 */
async function findOrder(
  db: DbHandle,
  lookup: Pick<WithdrawalLookup, 'orderNumber' | 'email'>,
  lock: boolean,
): Promise<FoundOrder | null> {
  const { rows } = await db.execute<{
    id: string;
    order_number: string;
    email: string;
    status: string;
    created_at: string;
    delivered_at: string | null;
  }>(sql`select id, order_number, email, status::text, created_at, delivered_at
         from orders
         where order_number = ${lookup.orderNumber} and lower(email) = lower(${lookup.email})
         ${lock ? sql`for update` : sql``}`);
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    orderNumber: row.order_number,
    email: row.email,
    status: row.status,
    createdAt: new Date(row.created_at),
    deliveredAt: row.delivered_at ? new Date(row.delivered_at) : null,
  };
}

type WithdrawalLine = {
  id: string;
  name: string;
  details: string | null;
  ordered: number;
  withdrawn: number;
  withdrawable: number;
  isCustomPaint: boolean;
};

async function orderLines(db: DbHandle, orderId: string): Promise<WithdrawalLine[]> {
  const { rows } = await db.execute<{
    id: string;
    name: string;
    details: string | null;
    colour: { code?: string; name?: string } | null;
    quantity: number;
    is_custom_paint: boolean;
    withdrawn: number;
  }>(sql`select i.id, i.name, i.details, i.colour, i.quantity, i.is_custom_paint,
           coalesce((select sum(l.quantity) from withdrawal_lines l
                     where l.order_item_id = i.id), 0)::int as withdrawn
         from order_items i where i.order_id = ${orderId}::uuid order by i.ctid`);
  return rows.map((row) => {
    const colour = row.colour?.code ? `${row.colour.code} — ${row.colour.name ?? ''}`.trim() : null;
    const line = {
      id: row.id,
      quantity: row.quantity,
      isCustomPaint: row.is_custom_paint,
      withdrawn: row.withdrawn,
    };
    return {
      id: row.id,
      name: row.name,
      details: [colour, row.details].filter(Boolean).join(' · ') || null,
      ordered: row.quantity,
      withdrawn: row.withdrawn,
      withdrawable: withdrawableQuantity(line),
      isCustomPaint: row.is_custom_paint,
    };
  });
}

/** The order found and still open, or the French refusal (neutral when nothing matches). */
async function openOrder(
  db: DbHandle,
  lookup: Pick<WithdrawalLookup, 'orderNumber' | 'email'>,
  now: Date,
  lock: boolean,
) {
  const t = getT('withdrawal');
  const order = await findOrder(db, lookup, lock);
  if (!order) throw new ActionError(t('notFound'));
  const period = withdrawalWindow(order, now);
  if (!period.open) {
    throw new ActionError(
      period.reason === 'cancelled'
        ? t('cancelled', { number: order.orderNumber })
        : t('closed', {
            number: order.orderNumber,
            date: formatLongDay(period.lastDay!),
          }),
    );
  }
  return { order, lastDay: period.lastDay };
}

export type WithdrawalForm = {
  orderNumber: string;
  placedAt: Date;
  /** The last day to withdraw (`YYYY-MM-DD`), null while the order is not delivered. */
  lastDay: string | null;
  lines: WithdrawalLine[];
};

/** Step 2's content: the order's lines with what is left to withdraw on each. */
export async function withdrawalFormFor(
  lookup: WithdrawalLookup,
  now: Date = new Date(),
  db: DbHandle = getDb(),
): Promise<WithdrawalForm> {
  const { order, lastDay } = await openOrder(db, lookup, now, false);
  return {
    orderNumber: order.orderNumber,
    placedAt: order.createdAt,
    lastDay,
    lines: await orderLines(db, order.id),
  };
}

export type RecordedWithdrawal = {
  id: string;
  orderNumber: string;
  createdAt: Date;
  email: string;
  returnBy: string;
  refundBy: string;
  lines: Array<{ name: string; details: string | null; quantity: number }>;
};

function refusal(reason: WithdrawalRefusal): ActionError {
  return new ActionError(getT('withdrawal')(`refused.${reason}`));
}

/**
 * Records a withdrawal and queues its acknowledgement, both or neither. Under the order's row
 * lock (two confirmations of one order wait for each other): the deadline, the lines and what
 * earlier withdrawals took are read again, and nothing more than what is left may be taken.
 */
export async function recordWithdrawal(
  input: WithdrawalConfirm,
  now: Date = new Date(),
  db: ReturnType<typeof getDb> = getDb(),
): Promise<RecordedWithdrawal> {
  return db.transaction(async (tx: Transaction) => {
    const { order } = await openOrder(tx, input, now, true);
    const lines = await orderLines(tx, order.id);
    const chosen = linesToWithdraw(
      lines.map((l) => ({ ...l, quantity: l.ordered })),
      input.lines,
    );
    if (!chosen.ok) throw refusal(chosen.reason);
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into withdrawals (order_id, name, email, created_at)
      values (${order.id}::uuid, ${input.name}, ${input.email}, ${now.toISOString()}::timestamptz)
      returning id`);
    const id = rows[0]!.id;
    await tx.execute(sql`
      insert into withdrawal_lines (withdrawal_id, order_item_id, quantity)
      select ${id}::uuid, l.id, l.quantity
      from jsonb_to_recordset(${JSON.stringify(chosen.lines)}::jsonb) as l(id uuid, quantity int)`);
    const byId = new Map(lines.map((line) => [line.id, line]));
    const taken = chosen.lines.map(({ id: lineId, quantity }) => ({
      name: byId.get(lineId)!.name,
      details: byId.get(lineId)!.details,
      quantity,
    }));
    const { returnBy, refundBy } = afterWithdrawalDeadlines(now);
    const render: OrderEmailRef = {
      template: 'order-withdrawal',
      orderId: order.id,
      name: input.name,
      withdrawnAt: now.toISOString(),
      lines: taken,
      returnBy,
      refundBy,
    };
    await queueEmail(tx, {
      to: order.email,
      subject: getMailT('orders')('withdrawal.subject', { number: order.orderNumber }),
      template: render.template,
      render,
    });
    return {
      id,
      orderNumber: order.orderNumber,
      createdAt: now,
      email: order.email,
      returnBy,
      refundBy,
      lines: taken,
    };
  });
}
