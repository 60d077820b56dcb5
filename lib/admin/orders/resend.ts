import 'server-only';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import type { Admin } from '@/lib/auth';
import { getAdminT } from '@/lib/i18n/admin';
import { resendOrderEmail } from '@/lib/orders/events';
import type { ResendOrderDocument } from '@/lib/validation/admin-orders';
import { lockOrder } from './manage';

/**
 * The confirmation or the invoice sent again to the customer (they lost it, it went to spam):
 * queued through the outbox like the first one, from the order as saved, and audited. An order
 * without an invoice has none to resend.
 */
export function resendOrderDocument(admin: Admin, action: string, input: ResendOrderDocument) {
  return adminWrite(admin, action, async (tx, audit) => {
    const order = await lockOrder(tx, input.id);
    const sent = await resendOrderEmail(tx, input.id, input.document);
    if (!sent) throw new ActionError(getAdminT()('orders.resend.noInvoice'));
    audit({
      entity: 'order',
      entityId: input.id,
      after: { orderNumber: order.orderNumber, resent: input.document },
    });
    return { id: input.id, document: input.document };
  });
}
