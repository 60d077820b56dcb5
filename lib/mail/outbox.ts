import 'server-only';
import { emailOutbox } from '@/lib/db/schema';
import type { Database } from '@/lib/db/client';
import type { EmailAttachmentRef } from './attachments';

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
  /** Documents attached at delivery (references, resolved by the worker: lib/mail/attachments). */
  attachments?: EmailAttachmentRef[];
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
      attachments: email.attachments?.length ? email.attachments : null,
    })
    .returning({ id: emailOutbox.id });
  return { id: row!.id };
}
