import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { emailOutbox } from '@/lib/db/schema';
import type { Database } from '@/lib/db/client';
import type { EmailAttachmentRef } from './attachments';
import type { EmailRenderRef } from './render';

/** A handle on the database or on a transaction: e-mails are queued with the write they follow. */
export type Queryable = Pick<Database, 'insert'>;

type Envelope = {
  to: string;
  subject: string;
  /** Which template made it (`contact-notification`, `password-reset`, `order-confirmation`…). */
  template: string;
  /** Documents attached at delivery (references, resolved by the worker: lib/mail/attachments). */
  attachments?: EmailAttachmentRef[];
  /** Extra headers sent as they are (the newsletter's `List-Unsubscribe`, RFC 8058). */
  headers?: Record<string, string>;
  /**
   * `bulk` for the newsletter: sent after every transactional e-mail waiting (the worker claims
   * the highest priority first), so a newsletter in progress never delays an order e-mail.
   */
  priority?: EmailPriority;
};

/** Sending order of the outbox (column `priority`, migration 0028): higher first. */
const EMAIL_PRIORITY = { transactional: 1, bulk: 0 } as const;
type EmailPriority = keyof typeof EMAIL_PRIORITY;

export type OutgoingEmail = Envelope &
  (
    | {
        /** Plain-text body (always sent). */
        text: string;
        html?: string;
        render?: never;
      }
    | {
        /** Rendered by the worker at delivery (lib/mail/render.ts); no body is stored now. */
        render: EmailRenderRef;
        text?: never;
        html?: never;
      }
  );

/**
 * Queues e-mails in `email_outbox` (one statement), inside the caller's transaction when it
 * passes one, so an e-mail exists exactly when the change it announces was saved. Delivery
 * (SMTP, or the local catcher in embedded mode) is the job worker's.
 */
export async function queueEmails(
  db: Queryable,
  emails: OutgoingEmail[],
): Promise<Array<{ id: string }>> {
  if (emails.length === 0) return [];
  return db
    .insert(emailOutbox)
    .values(
      emails.map((email) => ({
        toAddress: email.to,
        subject: email.subject,
        text: email.text ?? null,
        html: email.html ?? null,
        render: email.render ?? null,
        template: email.template,
        attachments: email.attachments?.length ? email.attachments : null,
        headers: email.headers && Object.keys(email.headers).length ? email.headers : null,
        priority: EMAIL_PRIORITY[email.priority ?? 'transactional'],
      })),
    )
    .returning({ id: emailOutbox.id });
}

/** Queues one e-mail (see queueEmails). */
export async function queueEmail(db: Queryable, email: OutgoingEmail): Promise<{ id: string }> {
  const [row] = await queueEmails(db, [email]);
  return row!;
}

/** An e-mail rendered at delivery whose subject holds a value only a larger statement knows. */
export type EmailAroundValue = Omit<Envelope, 'subject'> & {
  render: EmailRenderRef;
  /** The subject's texts around that value (joined with it: `array_to_string`). */
  subjectAround: string[];
};

/**
 * The insert of queueEmails as a statement to put inside a larger one (a data-modifying CTE):
 * the order placed in one statement queues its e-mails in it. Each subject is joined there
 * with `value`, known only to that statement (the order number its insert returned), which
 * comes from the CTE `from`.
 */
export function queueEmailsSql(emails: EmailAroundValue[], fill: { value: SQL; from: SQL }): SQL {
  const rows = emails.map((email) => ({
    to_address: email.to,
    subject: email.subjectAround,
    template: email.template,
    render: email.render,
    attachments: email.attachments?.length ? email.attachments : null,
    headers: email.headers && Object.keys(email.headers).length ? email.headers : null,
  }));
  return sql`insert into email_outbox (to_address, subject, template, render, attachments,
      headers)
    select m.to_address, array_to_string(m.subject, ${fill.value}), m.template, m.render,
      m.attachments, m.headers
    from ${fill.from}, rows from (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as (
      to_address text, subject text[], template text, render jsonb, attachments jsonb,
      headers jsonb)) with ordinality as m
    order by m.ordinality`;
}
