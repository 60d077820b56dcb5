import 'server-only';
import { getDb, type Database } from '@/lib/db/client';
import { formatFullDateTime } from '@/lib/format';
import { contactMessages } from '@/lib/db/schema';
import { queueEmail, type OutgoingEmail } from '@/lib/mail/outbox';
import { getT } from '@/lib/i18n/server';
import { SHOP_INFO } from '@/lib/site/shop-info';
import type { ContactMessage } from '@/lib/validation/contact';

/** The notification sent to the shop for a new message (plain text; the outbox sends it). */
export function contactNotification(message: ContactMessage, receivedAt: Date): OutgoingEmail {
  const t = getT('contact');
  const date = formatFullDateTime(receivedAt);
  return {
    to: SHOP_INFO.email,
    subject: t('notification.subject', { name: message.name }),
    text: t('notification.body', {
      name: message.name,
      email: message.email,
      date,
      message: message.message,
    }),
    template: 'contact-notification',
  };
}

/** Stores the message and queues the shop's notification e-mail, both or neither. */
export async function storeContactMessage(
  message: ContactMessage,
  db: Database = getDb(),
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: message.name, email: message.email, message: message.message })
      .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
    await queueEmail(tx, contactNotification(message, row!.createdAt));
    return { id: row!.id };
  });
}
