import 'server-only';
import { sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import type { Admin } from '@/lib/auth';
import { getAdminT } from '@/lib/i18n/admin';
import type { WithdrawalRefund } from '@/lib/validation/admin-withdrawals';

/**
 * Records the refund of a withdrawal on the withdrawal itself (amount, day, reference), once,
 * in one transaction with its audit row. The amount cannot exceed what the order cost.
 * General order refunds (issue 40) are another screen; the two are linked later.
 */
export async function recordWithdrawalRefund(
  admin: Admin,
  action: string,
  input: WithdrawalRefund,
) {
  const t = getAdminT();
  return adminWrite(admin, action, async (tx, audit) => {
    const { rows } = await tx.execute<{
      order_id: string;
      total_cents: number;
      refund_cents: number | null;
    }>(sql`select w.order_id, o.total_cents, w.refund_cents
           from withdrawals w join orders o on o.id = w.order_id
           where w.id = ${input.id}::uuid for update of w`);
    const row = rows[0];
    if (!row) throw new ActionError(t('withdrawals.refused.missing'));
    if (row.refund_cents !== null) throw new ActionError(t('withdrawals.refused.alreadyRefunded'));
    if (input.amount > row.total_cents) {
      throw new ActionError(t('withdrawals.refused.tooMuch'), {
        amount: t('withdrawals.refused.tooMuch'),
      });
    }
    await tx.execute(sql`update withdrawals set refund_cents = ${input.amount},
        refunded_on = ${input.refundedOn}::date, refund_reference = ${input.reference},
        refund_recorded_at = now()
      where id = ${input.id}::uuid`);
    audit({
      entity: 'withdrawal',
      entityId: input.id,
      before: { refund: null },
      after: {
        orderId: row.order_id,
        refundCents: input.amount,
        refundedOn: input.refundedOn,
        reference: input.reference,
      },
    });
    return { id: input.id, orderId: row.order_id };
  });
}
