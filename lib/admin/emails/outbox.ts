import 'server-only';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import { likePattern, readTableState, type SearchParams } from '@/lib/admin/table';
import type { Admin } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';
import { emailOutbox } from '@/lib/db/schema';
import { getAdminT } from '@/lib/i18n/admin';
import { textToHtml } from '@/lib/mail/html';
import { queueEmail } from '@/lib/mail/outbox';
import { testEmail } from './previews';

/**
 * The e-mail outbox as the admin sees it (`/admin/emails`): every e-mail queued by the shop with
 * its status, one e-mail's content, a retry of a failed one, and a test e-mail. Delivery stays
 * the job worker's (lib/jobs/worker.ts): a retry puts the row back to `queued` and wakes the
 * worker the way a new e-mail does (NOTIFY email_outbox at commit).
 */
const EMAIL_STATUSES = ['queued', 'sent', 'failed'] as const;

const OUTBOX_TABLE = {
  sorts: ['date', 'to'] as const,
  defaultSort: 'date' as const,
  defaultDir: 'desc' as const,
  filters: { statut: EMAIL_STATUSES },
};

export function outboxTableState(params: SearchParams) {
  return readTableState(params, OUTBOX_TABLE);
}

export async function listOutbox(
  db: DbHandle,
  _admin: Admin,
  state: ReturnType<typeof outboxTableState>,
) {
  const where: SQL[] = [];
  if (state.q) {
    const pattern = likePattern(state.q);
    where.push(
      or(
        ilike(emailOutbox.toAddress, pattern),
        ilike(emailOutbox.subject, pattern),
        ilike(emailOutbox.template, pattern),
      )!,
    );
  }
  if (state.filters.statut) {
    where.push(eq(emailOutbox.status, state.filters.statut as (typeof EMAIL_STATUSES)[number]));
  }
  const condition = where.length ? and(...where) : undefined;
  const direction = state.dir === 'asc' ? asc : desc;
  const order =
    state.sort === 'to'
      ? [direction(emailOutbox.toAddress), desc(emailOutbox.createdAt)]
      : [direction(emailOutbox.createdAt), direction(emailOutbox.id)];
  const [rows, totals, counts] = await Promise.all([
    db
      .select({
        id: emailOutbox.id,
        toAddress: emailOutbox.toAddress,
        subject: emailOutbox.subject,
        template: emailOutbox.template,
        status: emailOutbox.status,
        error: emailOutbox.error,
        sentAt: emailOutbox.sentAt,
        createdAt: emailOutbox.createdAt,
      })
      .from(emailOutbox)
      .where(condition)
      .orderBy(...order)
      .limit(state.pageSize)
      .offset((state.page - 1) * state.pageSize),
    db.select({ total: count() }).from(emailOutbox).where(condition),
    db
      .select({ status: emailOutbox.status, total: count() })
      .from(emailOutbox)
      .groupBy(emailOutbox.status),
  ]);
  const byStatus = Object.fromEntries(EMAIL_STATUSES.map((s) => [s, 0])) as Record<
    (typeof EMAIL_STATUSES)[number],
    number
  >;
  for (const row of counts) byStatus[row.status] = row.total;
  return { rows, total: totals[0]?.total ?? 0, byStatus };
}

export type OutboxRow = Awaited<ReturnType<typeof listOutbox>>['rows'][number];
export type OutboxTableState = ReturnType<typeof outboxTableState>;

export async function getOutboxEmail(db: DbHandle, _admin: Admin, id: string) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row ?? null;
}

/**
 * A failed e-mail goes back to the queue (status `queued`, error cleared) and the worker is woken
 * at commit; one already sent or still queued is left alone (French refusal).
 */
export async function retryEmail(admin: Admin, action: string, id: string) {
  return adminWrite(admin, action, async (tx, audit) => {
    const [before] = await tx
      .select({ id: emailOutbox.id, status: emailOutbox.status, error: emailOutbox.error })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, id))
      .for('update');
    if (!before) throw new ActionError(getAdminT()('validation.notFound'));
    if (before.status !== 'failed') throw new ActionError(getAdminT()('emails.notFailed'));
    await tx
      .update(emailOutbox)
      .set({ status: 'queued', error: null })
      .where(eq(emailOutbox.id, id));
    await tx.execute(sql`select pg_notify('email_outbox', ${id})`);
    audit({
      entity: 'email_outbox',
      entityId: id,
      before,
      after: { status: 'queued', error: null },
    });
    return { id };
  });
}

/** Queues the test e-mail to `to` (delivered by the worker like every e-mail). */
export async function sendTestEmail(admin: Admin, action: string, to: string) {
  return adminWrite(admin, action, async (tx, audit) => {
    const mail = testEmail(admin.email);
    const { id } = await queueEmail(tx, {
      to,
      subject: mail.subject,
      text: mail.text,
      html: textToHtml(mail.text),
      template: 'admin-test',
    });
    audit({ entity: 'email_outbox', entityId: id, after: { to, template: 'admin-test' } });
    return { id };
  });
}
