import { and, eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '@/lib/db/client';
import { emailOutbox } from '@/lib/db/schema';
import type { AttachmentResolver, EmailAttachmentRef } from './attachments';

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
 * stored if it is missing). The row is locked (`for update skip locked`) while it is sent, so two
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
    try {
      const refs = (row.attachments as EmailAttachmentRef[] | null) ?? [];
      if (refs.length > 0 && !options.resolveAttachments) {
        throw new Error('pièces jointes à résoudre mais aucun résolveur fourni');
      }
      const attachments = refs.length > 0 ? await options.resolveAttachments!(tx, refs) : [];
      await transport.sendMail({
        from: options.from,
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        ...(row.html ? { html: row.html } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
        headers: { 'X-Nuancier-Template': row.template ?? 'inconnu' },
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
      .set({ status: 'sent', sentAt: sql`now()`, error: null })
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
