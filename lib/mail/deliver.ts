import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '@/lib/db/client';
import { emailOutbox } from '@/lib/db/schema';
import type { AttachmentResolver, EmailAttachmentRef } from './attachments';
import type { EmailRenderer, EmailRenderRef, RenderedBody } from './render';

/**
 * A nodemailer transport to `url` (SMTP_URL, or the local catcher in embedded mode), with short
 * timeouts: the outbox row stays locked while its e-mail is sent. `pool`: keep up to that many
 * SMTP connections open and reuse them (the worker's lanes share them); without it, one
 * connection per message (a health check's handshake).
 */
export function createTransport(url: string, options: { pool?: number } = {}): Transporter {
  return nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...(options.pool
      ? { pool: true, maxConnections: options.pool, maxMessages: Number.POSITIVE_INFINITY }
      : {}),
  });
}

export type DeliveryOutcome = 'sent' | 'not-queued';

type OutboxRow = typeof emailOutbox.$inferSelect;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

type SendOptions = {
  from: string;
  /** Turns the row's attachment references into files (required when a row has some). */
  resolveAttachments?: AttachmentResolver;
  /** Renders a row queued with a render reference (required when a row has one). */
  renderBody?: EmailRenderer;
};

/**
 * Sends one locked row (its attachments resolved now: an invoice PDF is rendered and stored if
 * it is missing; a row queued with a render reference rendered now) and marks it `sent`, with
 * the body rendered (the row keeps what the customer got).
 */
async function sendRow(tx: Tx, transport: Transporter, row: OutboxRow, options: SendOptions) {
  let body: RenderedBody | null = null;
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
  await tx
    .update(emailOutbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      error: null,
      ...(body ? { text: body.text, html: body.html } : {}),
    })
    .where(eq(emailOutbox.id, row.id));
}

/**
 * A failed attempt: the error is written on the row (and when it happened), which stays
 * `queued` until `nextAttemptInSeconds` (null: it was the last attempt, the row is `failed`).
 */
async function recordFailure(
  db: Pick<Database, 'update'>,
  id: string,
  error: unknown,
  nextAttemptInSeconds: number | null,
) {
  await db
    .update(emailOutbox)
    .set({
      error: describe(error),
      failedAt: sql`now()`,
      attempts: sql`${emailOutbox.attempts} + 1`,
      ...(nextAttemptInSeconds === null
        ? { status: 'failed' as const }
        : { nextAttemptAt: sql`now() + make_interval(secs => ${nextAttemptInSeconds})` }),
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued')));
}

/**
 * Sends the outbox row `id`, locked (`for update skip locked`) while it is sent, so two
 * workers never both send it: the second finds it locked or no longer `queued`. On failure the
 * error is written on the row, which stays `queued`, or becomes `failed` when `lastAttempt`;
 * then the error is rethrown.
 */
export async function deliverOutboxEmail(
  db: Database,
  transport: Transporter,
  options: SendOptions & { id: string; lastAttempt: boolean },
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
      await sendRow(tx, transport, row, options);
    } catch (error) {
      failure = error;
      await recordFailure(tx, row.id, error, options.lastAttempt ? null : 0);
      return 'failed' as const;
    }
    return 'sent' as const;
  });
  if (outcome === 'failed') throw failure;
  return outcome;
}

export type Claimed = {
  id: string;
  template: string | null;
  outcome: 'sent' | 'retry' | 'failed';
  error?: unknown;
};

/**
 * The worker's step: claims the next waiting row (highest priority, then oldest; due for an
 * attempt; `for update skip locked`, so any number of workers and lanes each take a different
 * one), sends it under that lock and marks it `sent`. A failure is counted on the row: retried
 * after `retryDelaySeconds` doubled at each attempt, `failed` after `retryLimit` retries.
 * Returns null when nothing is due.
 */
export async function deliverNextEmail(
  db: Database,
  transport: Transporter,
  options: SendOptions & { retryLimit: number; retryDelaySeconds: number },
): Promise<Claimed | null> {
  let claimed: OutboxRow | null = null;
  const nextDelay = (row: OutboxRow) =>
    row.attempts >= options.retryLimit ? null : options.retryDelaySeconds * 2 ** row.attempts;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(desc(emailOutbox.priority), asc(emailOutbox.createdAt), asc(emailOutbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      claimed = row;
      try {
        await sendRow(tx, transport, row, options);
      } catch (error) {
        const delay = nextDelay(row);
        await recordFailure(tx, row.id, error, delay);
        return {
          id: row.id,
          template: row.template,
          outcome: delay === null ? ('failed' as const) : ('retry' as const),
          error,
        };
      }
      return { id: row.id, template: row.template, outcome: 'sent' as const };
    });
  } catch (error) {
    // The transaction itself failed after the claim (a query of the rendering failed, or the
    // database went away): count the attempt outside it, so a row that breaks its transaction
    // is not claimed again at once forever.
    const row = claimed as OutboxRow | null;
    if (!row) throw error;
    await recordFailure(db, row.id, error, nextDelay(row)).catch(() => undefined);
    throw error;
  }
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}

/** How many e-mails are due for an attempt now (the worker's minute sweep wakes its lanes). */
export async function dueEmailCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, 'queued'), lte(emailOutbox.nextAttemptAt, sql`now()`)));
  return row?.n ?? 0;
}
