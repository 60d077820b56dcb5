import 'server-only';
import { emailOutbox } from '@/lib/db/schema';
import type { Database } from '@/lib/db/client';

/** A handle on the database or on a transaction: e-mails are queued with the write they follow. */
export type Queryable = Pick<Database, 'insert'>;

export type OutgoingEmail = {
  to: string;
  subject: string;
  /** Plain-text body (always sent). */
  text: string;
  html?: string;
  /** Which template made it (`contact-notification`, `password-reset`, `order-confirmation`…). */
  template: string;
};

/**
 * Queues an e-mail in `email_outbox`, inside the caller's transaction when it passes one, so an
 * e-mail exists exactly when the change it announces was saved. Delivery (SMTP, or the local
 * catcher in embedded mode) is the job worker's.
 */
export async function queueEmail(db: Queryable, email: OutgoingEmail): Promise<{ id: string }> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
      template: email.template,
    })
    .returning({ id: emailOutbox.id });
  return { id: row!.id };
}
