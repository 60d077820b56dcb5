import 'server-only';
import { sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import type { Admin } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import { env } from '@/lib/env';
import { getAdminT } from '@/lib/i18n/admin';
import { queueEmail } from '@/lib/mail/outbox';
import { absoluteUrl, CART_PATH, orderPath } from '@/lib/urls';
import { lostCarts, unpaidOrders } from './queries';
import { renderReminder, type ReminderContent } from './reminder-email';

export const REMINDER_TEMPLATE = 'lost-order-reminder';

type Target = {
  kind: 'cart' | 'order';
  email: string;
  userId: string | null;
  orderId: string | null;
  cartStartedAt: Date | null;
  valueCents: number;
  content: ReminderContent;
};

/** The lost cart or unpaid order the reminder is about, as the list shows it (or a refusal). */
async function findTarget(admin: Admin, kind: 'cart' | 'order', id: string): Promise<Target> {
  const t = getAdminT();
  const db = getDb();
  if (kind === 'cart') {
    const [cart] = await lostCarts(db, admin, new Date(), id);
    if (!cart) throw new ActionError(t('lostOrders.errors.notLost'));
    return {
      kind,
      email: cart.email,
      userId: cart.userId,
      orderId: null,
      cartStartedAt: cart.startedAt,
      valueCents: cart.valueCents,
      content: {
        kind,
        name: cart.name,
        lines: cart.lines,
        totalCents: cart.valueCents,
        url: absoluteUrl(env.SITE_URL, CART_PATH),
      },
    };
  }
  const [order] = await unpaidOrders(db, admin, new Date(), id);
  if (!order) throw new ActionError(t('lostOrders.errors.notLost'));
  return {
    kind,
    email: order.email,
    userId: null,
    orderId: order.id,
    cartStartedAt: null,
    valueCents: order.totalCents,
    content: {
      kind,
      name: order.name,
      lines: order.lines,
      totalCents: order.totalCents,
      url: absoluteUrl(env.SITE_URL, orderPath(order.orderNumber)),
      orderNumber: order.orderNumber,
      placedAt: order.createdAt,
    },
  };
}

/**
 * « Envoyer une relance »: queues the reminder e-mail (outbox → job worker) and records it, in
 * one transaction. At most one reminder per cart and per order: the unique indexes of
 * `cart_reminders` decide, so two admins clicking at once send one e-mail (the second insert
 * finds the first's row, and its transaction — with its queued e-mail — is rolled back).
 */
export async function sendReminder(
  admin: Admin,
  action: string,
  kind: 'cart' | 'order',
  id: string,
) {
  const t = getAdminT();
  const target = await findTarget(admin, kind, id);
  // Rendered before the transaction, which stays short.
  const mail = await renderReminder(target.content);
  return adminWrite(admin, action, async (tx, audit) => {
    const queued = await queueEmail(tx, {
      to: target.email,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      template: REMINDER_TEMPLATE,
    });
    const { rows } = await tx.execute<{ id: string }>(sql`
      insert into cart_reminders (kind, user_id, order_id, cart_started_at, email, value_cents,
                                  email_id, sent_by)
      values (${target.kind}, ${target.userId}, ${target.orderId}, ${target.cartStartedAt},
              ${target.email}, ${target.valueCents}, ${queued.id}, ${admin.userId})
      on conflict do nothing
      returning id`);
    const reminder = rows[0];
    if (!reminder) {
      throw new ActionError(
        t(
          kind === 'cart'
            ? 'lostOrders.errors.cartAlreadySent'
            : 'lostOrders.errors.orderAlreadySent',
        ),
      );
    }
    audit({
      entity: 'cart_reminders',
      entityId: reminder.id,
      after: { kind, target: id, email: target.email, emailId: queued.id },
    });
    return { id: reminder.id, emailId: queued.id };
  });
}
