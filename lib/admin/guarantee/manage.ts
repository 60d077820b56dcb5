import 'server-only';
import { sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import { refundInTransaction } from '@/lib/admin/orders/refund';
import type { Admin } from '@/lib/auth';
import { seoSettings } from '@/lib/db/schema';
import { readGuaranteeSettings } from '@/lib/guarantee-settings';
import { GUARANTEE_SETTING_KEY, type GuaranteeSettings } from '@/lib/guarantee-settings';
import { getAdminT } from '@/lib/i18n/admin';
import { getMailT } from '@/lib/mail/i18n';
import { queueEmail } from '@/lib/mail/outbox';
import type { ClaimOutcome } from '@/lib/orders/emails/guarantee-templates';
import type { OrderEmailRef } from '@/lib/orders/emails/render';
import { loadOrder } from '@/lib/orders/queries';
import type { ClaimDecision } from '@/lib/validation/guarantee';

/** The test card's price, the claim window and the conditions' text (audited upsert). */
export function saveGuaranteeSettings(admin: Admin, action: string, input: GuaranteeSettings) {
  return adminWrite(admin, action, async (tx, audit) => {
    const before = await readGuaranteeSettings(tx);
    const after: GuaranteeSettings = {
      testCardPriceCents: input.testCardPriceCents,
      claimDays: input.claimDays,
      conditions: input.conditions,
    };
    await tx
      .insert(seoSettings)
      .values({ settingKey: GUARANTEE_SETTING_KEY, settingValue: after })
      .onConflictDoUpdate({
        target: seoSettings.settingKey,
        set: { settingValue: after, updatedAt: new Date() },
      });
    audit({ entity: 'guarantee_settings', entityId: GUARANTEE_SETTING_KEY, before, after });
    return after;
  });
}

const refused = (key: 'alreadyDecided' | 'notFound'): never => {
  throw new ActionError(getAdminT()(`guarantee.validation.${key}`));
};

/**
 * The owner's decision on a pending claim, in one transaction with its audit row and the
 * customer's e-mail:
 * - « Refaire la teinte » (remix): recorded on the claim; the workshop mixes the line again and
 *   sends it at the shop's cost (no new order: the original line's price stands);
 * - « Rembourser »: the line refunded in full through the order refunds (credit note of the
 *   line, Stripe for a card, the owner's record otherwise), its amount kept on the claim;
 * - « Refuser »: with its reason, sent to the customer.
 */
export function decideClaim(admin: Admin, action: string, input: ClaimDecision) {
  return adminWrite(admin, action, async (tx, audit) => {
    const { rows } = await tx.execute<{
      id: string;
      order_id: string;
      order_item_id: string;
      status: string;
      email: string;
      order_number: string;
      line: string;
      quantity: number;
    }>(sql`
      select c.id, c.order_id, c.order_item_id, c.status, o.email, o.order_number,
        i.name as line, i.quantity
      from guarantee_claims c join orders o on o.id = c.order_id
        join order_items i on i.id = c.order_item_id
      where c.id = ${input.id}::uuid
      for update of c`);
    const claim = rows[0] ?? refused('notFound');
    if (claim.status !== 'pending') refused('alreadyDecided');

    let outcome: ClaimOutcome;
    let refundCents: number | null = null;
    if (input.decision === 'refund') {
      // The invoice lists the order's lines in the order's own order (lib/invoices/data.ts).
      const order = await loadOrder(tx, claim.order_id);
      const index = order?.lines.findIndex((line) => line.id === claim.order_item_id) ?? -1;
      if (index < 0) return refused('notFound');
      const refund = await refundInTransaction(tx, admin, audit, {
        id: claim.order_id,
        lines: [{ index, quantity: claim.quantity }],
        shipping: false,
        refundedOn: new Date().toISOString().slice(0, 10),
        reference: `Garantie teinte ${claim.order_number}`,
      });
      refundCents = refund.amountCents;
      outcome = { decision: 'refund', refundCents };
    } else if (input.decision === 'remix') {
      outcome = { decision: 'remix' };
    } else {
      outcome = { decision: 'refused', reason: input.reason };
    }
    await tx.execute(sql`
      update guarantee_claims set status = ${input.decision}, decided_at = now(),
        decided_by = ${admin.userId}::uuid,
        reason = ${input.decision === 'refused' ? input.reason : null},
        refund_cents = ${refundCents}
      where id = ${claim.id}::uuid`);
    const render: OrderEmailRef = {
      template: 'order-guarantee-decided',
      orderId: claim.order_id,
      line: claim.line,
      outcome,
    };
    await queueEmail(tx, {
      to: claim.email,
      subject: getMailT('guarantee')('decidedSubject', { number: claim.order_number }),
      template: render.template,
      render,
    });
    audit({
      entity: 'guarantee_claim',
      entityId: claim.id,
      before: { status: 'pending' },
      after: { status: input.decision, reason: input.reason || null, refundCents },
    });
    return { id: claim.id, status: input.decision, refundCents };
  });
}
