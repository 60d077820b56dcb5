import { and, eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '@/lib/db/client';
import { emailOutbox } from '@/lib/db/schema';
import type { AttachmentResolver, EmailAttachmentRef } from './attachments';
import type { EmailRenderer, EmailRenderRef, RenderedBody } from './render';

/**
 * A nodemailer transport to `url` (SMTP_URL, or the local catcher in embedded mode), with short
 * timeouts: the outbox row stays locked while its e-mail is sent.
 */
export function createTransport(url: string): Transporter {
  return nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export type DeliveryOutcome = 'sent' | 'not-queued';

/**
 * Sends one outbox row, with its attachments (resolved now: an invoice PDF is rendered and
 * stored if it is missing) and, for a row queued with a render reference, the body rendered now
 * from it (written on the row with the `sent` status: the row keeps what the customer got). The row is locked (`for update skip locked`) while it is sent, so two
 * workers holding a job for the same row never both send it: the second finds it locked or no
 * longer `queued`. On failure the error is written on the row, which stays `queued` for the
 * next attempt, or becomes `failed` on the last one; then the error is rethrown so the job
 * queue counts the attempt.
 */
export async function deliverOutboxEmail(
  db: Database,
  transport: Transporter,
  options: {
    id: string;
    from: string;
    lastAttempt: boolean;
    /** Turns the row's attachment references into files (required when a row has some). */
    resolveAttachments?: AttachmentResolver;
    /** Renders a row queued with a render reference (required when a row has one). */
    renderBody?: EmailRenderer;
  },
): Promise<DeliveryOutcome> {
  let failure: unknown = null;
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.id, options.id), eq(emailOutbox.status, 'queued')))
      .for('update', { skipLocked: true });
    if (!row) return 'not-queued' as const;
    let body: RenderedBody | null = null;
    try {
      const refs = (row.attachments as EmailAttachmentRef[] | null) ?? [];
      if (refs.length > 0 && !options.resolveAttachments) {
        throw new Error('pièces jointes à résoudre mais aucun résolveur fourni');
      }
      if (row.text === null) {
        if (!row.render || !options.renderBody) {
          throw new Error('corps à rendre mais aucun moteur de rendu fourni');
        }
        body = await options.renderBody(tx, row.render as EmailRenderRef);
      }
      const attachments = refs.length > 0 ? await options.resolveAttachments!(tx, refs) : [];
      const html = body ? body.html : row.html;
      await transport.sendMail({
        from: options.from,
        to: row.toAddress,
        subject: row.subject,
        text: body ? body.text : row.text!,
        ...(html ? { html } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
        headers: { ...row.headers, 'X-Nuancier-Template': row.template ?? 'inconnu' },
      });
    } catch (error) {
      failure = error;
      await tx
        .update(emailOutbox)
        .set({
          error: describe(error),
          ...(options.lastAttempt ? { status: 'failed' as const } : {}),
        })
        .where(eq(emailOutbox.id, row.id));
      return 'failed' as const;
    }
    await tx
      .update(emailOutbox)
      .set({
        status: 'sent',
        sentAt: sql`now()`,
        error: null,
        ...(body ? { text: body.text, html: body.html } : {}),
      })
      .where(eq(emailOutbox.id, row.id));
    return 'sent' as const;
  });
  if (outcome === 'failed') throw failure;
  return outcome;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}

/** Ids of the e-mails still waiting (oldest first): the worker's sweep. */
export async function queuedEmailIds(db: Database, limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'queued'))
    .orderBy(emailOutbox.createdAt)
    .limit(limit);
  return rows.map((r) => r.id);
}
