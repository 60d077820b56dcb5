import 'server-only';
import { sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import { refundInTransaction } from '@/lib/admin/orders/refund';
import type { Admin } from '@/lib/auth';
import { getAdminT } from '@/lib/i18n/admin';
import type { WithdrawalRefund } from '@/lib/validation/admin-withdrawals';

/**
 * The refund of a withdrawal is an order refund (lib/admin/orders/refund.ts), in one transaction
 * with its audit rows: the withdrawn lines (and the shipping when the owner gives it back) are
 * credited by a partial credit note in the one continuous numbering, the money goes back through
 * Stripe for a card or is recorded for a transfer, the customer is e-mailed, and the
 * `order_refunds` row names the withdrawal, which is refunded once.
 */
export async function recordWithdrawalRefund(
  admin: Admin,
  action: string,
  input: WithdrawalRefund,
) {
  const t = getAdminT();
  return adminWrite(admin, action, async (tx, audit) => {
    const { rows: found } = await tx.execute<{ order_id: string }>(
      sql`select order_id from withdrawals where id = ${input.id}::uuid`,
    );
    const orderId = found[0]?.order_id;
    if (!orderId) throw new ActionError(t('withdrawals.refused.missing'));
    // The order first (as a withdrawal is recorded), then the withdrawal.
    await tx.execute(sql`select 1 from orders where id = ${orderId}::uuid for update`);
    const { rows } = await tx.execute<{ legacy: boolean; refunded: boolean }>(sql`
      select w.refund_cents is not null as legacy,
             exists (select 1 from order_refunds r where r.withdrawal_id = w.id) as refunded
      from withdrawals w where w.id = ${input.id}::uuid for update`);
    if (rows[0]!.legacy || rows[0]!.refunded) {
      throw new ActionError(t('withdrawals.refused.alreadyRefunded'));
    }
    // The invoice's lines are the order's, in the order they are read (lib/orders/queries.ts).
    const { rows: lines } = await tx.execute<{ index: number; quantity: number }>(sql`
      select i.index, l.quantity
      from withdrawal_lines l
      join (select id, (row_number() over (order by ctid) - 1)::int as index
              from order_items where order_id = ${orderId}::uuid) i on i.id = l.order_item_id
      where l.withdrawal_id = ${input.id}::uuid
      order by i.index`);
    const done = await refundInTransaction(
      tx,
      admin,
      audit,
      {
        id: orderId,
        lines,
        shipping: input.shipping,
        refundedOn: input.refundedOn,
        reference: input.reference,
      },
      input.id,
    );
    audit({
      entity: 'withdrawal',
      entityId: input.id,
      before: { refund: null },
      after: {
        orderId,
        refundCents: done.amountCents,
        shipping: input.shipping,
        creditNote: done.creditNote,
      },
    });
    return { ...done, withdrawalId: input.id };
  });
}
