import 'server-only';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  sql,
  type SQL,
} from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import { likePattern, readTableState, type SearchParams } from '@/lib/admin/table';
import type { Admin } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';
import {
  emailOutbox,
  newsletterDeliveries,
  newsletterSubscribers,
  newsletters,
} from '@/lib/db/schema';
import { getAdminT } from '@/lib/i18n/admin';
import { queueEmail, queueEmails } from '@/lib/mail/outbox';
import { personalise, renderNewsletter } from '@/lib/mail/templates/newsletter';
import { listUnsubscribeHeaders, unsubscribeLinks } from '@/lib/newsletter/subscriptions';
import { linkSigningSecret } from '@/lib/security/link-secret';

/**
 * Newsletters (`/admin/newsletters`): drafts written by the admin, sent once to every confirmed,
 * not unsubscribed subscriber of the storefront's double opt-in (lib/newsletter/subscriptions),
 * one outbox e-mail each with its own signed unsubscribe link and the one-click
 * `List-Unsubscribe` headers (RFC 8058). `newsletter_deliveries` holds one row per newsletter
 * and subscriber (unique): the delivery counts are the outbox statuses of those e-mails.
 */
const BATCH = 500;

type DeliveryCounts = { total: number; queued: number; sent: number; failed: number };

/** The subscribers the newsletter goes to: confirmed and not unsubscribed. */
const reachable = and(
  isNotNull(newsletterSubscribers.confirmedAt),
  isNull(newsletterSubscribers.unsubscribedAt),
);

export async function recipientCount(db: DbHandle): Promise<number> {
  const [row] = await db.select({ total: count() }).from(newsletterSubscribers).where(reachable);
  return row?.total ?? 0;
}

async function deliveryCounts(db: DbHandle, ids: string[]) {
  const counts = new Map<string, DeliveryCounts>();
  if (ids.length === 0) return counts;
  const rows = await db
    .select({
      newsletterId: newsletterDeliveries.newsletterId,
      status: emailOutbox.status,
      total: count(),
    })
    .from(newsletterDeliveries)
    .leftJoin(emailOutbox, eq(emailOutbox.id, newsletterDeliveries.emailId))
    .where(inArray(newsletterDeliveries.newsletterId, ids))
    .groupBy(newsletterDeliveries.newsletterId, emailOutbox.status);
  for (const row of rows) {
    const c = counts.get(row.newsletterId) ?? { total: 0, queued: 0, sent: 0, failed: 0 };
    c.total += row.total;
    if (row.status) c[row.status] += row.total;
    counts.set(row.newsletterId, c);
  }
  return counts;
}

const NO_DELIVERY: DeliveryCounts = { total: 0, queued: 0, sent: 0, failed: 0 };

export async function listNewsletters(db: DbHandle, _admin: Admin) {
  const rows = await db.select().from(newsletters).orderBy(desc(newsletters.createdAt)).limit(100);
  const counts = await deliveryCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, deliveries: counts.get(row.id) ?? NO_DELIVERY }));
}

export async function getNewsletter(db: DbHandle, _admin: Admin, id: string) {
  const [row] = await db.select().from(newsletters).where(eq(newsletters.id, id));
  if (!row) return null;
  const counts = await deliveryCounts(db, [id]);
  return { ...row, deliveries: counts.get(id) ?? NO_DELIVERY };
}

/** Creates a draft, or edits one (a sent newsletter stays as it was sent). */
export async function saveNewsletter(
  admin: Admin,
  action: string,
  input: { id?: string; title: string; body: string },
) {
  const t = getAdminT();
  return adminWrite(admin, action, async (tx, audit) => {
    if (!input.id) {
      const [row] = await tx
        .insert(newsletters)
        .values({ title: input.title, body: input.body })
        .returning({ id: newsletters.id });
      audit({ entity: 'newsletter', entityId: row!.id, before: null, after: input });
      return { id: row!.id };
    }
    const [before] = await tx
      .select()
      .from(newsletters)
      .where(eq(newsletters.id, input.id))
      .for('update');
    if (!before) throw new ActionError(t('validation.notFound'));
    if (before.status !== 'draft') throw new ActionError(t('newsletters.notDraft'));
    await tx
      .update(newsletters)
      .set({ title: input.title, body: input.body, updatedAt: sql`now()` })
      .where(eq(newsletters.id, input.id));
    audit({
      entity: 'newsletter',
      entityId: input.id,
      before: { title: before.title, body: before.body },
      after: { title: input.title, body: input.body },
    });
    return { id: input.id };
  });
}

/**
 * « Envoyer »: the draft becomes `sent` (a conditional update: of two clicks or two servers,
 * one wins and the other is refused), then one outbox e-mail and one delivery row per
 * reachable subscriber, in batches, all in the one transaction (the worker is woken at commit
 * by the outbox trigger). Nobody reachable: refused, the draft stays a draft.
 */
export async function sendNewsletter(admin: Admin, action: string, id: string) {
  const t = getAdminT();
  const secret = await linkSigningSecret();
  return adminWrite(admin, action, async (tx, audit) => {
    const [newsletter] = await tx
      .update(newsletters)
      .set({ status: 'sent', sentAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(newsletters.id, id), eq(newsletters.status, 'draft')))
      .returning();
    if (!newsletter) {
      const [exists] = await tx
        .select({ id: newsletters.id })
        .from(newsletters)
        .where(eq(newsletters.id, id));
      throw new ActionError(t(exists ? 'newsletters.alreadySent' : 'validation.notFound'));
    }
    const subscribers = await tx
      .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
      .from(newsletterSubscribers)
      .where(reachable)
      .orderBy(asc(newsletterSubscribers.email));
    if (subscribers.length === 0) throw new ActionError(t('newsletters.noRecipients'));
    const bodies = await renderNewsletter(newsletter.title, newsletter.body);
    for (let start = 0; start < subscribers.length; start += BATCH) {
      const batch = subscribers.slice(start, start + BATCH);
      const queued = await queueEmails(
        tx,
        batch.map((subscriber) => ({
          to: subscriber.email,
          subject: newsletter.title,
          ...personalise(bodies, unsubscribeLinks(secret, subscriber.email).pageUrl),
          template: 'newsletter',
          priority: 'bulk',
          headers: listUnsubscribeHeaders(secret, subscriber.email),
        })),
      );
      await tx
        .insert(newsletterDeliveries)
        .values(
          batch.map((subscriber, i) => ({
            newsletterId: newsletter.id,
            subscriberId: subscriber.id,
            emailId: queued[i]!.id,
          })),
        )
        .onConflictDoNothing();
    }
    audit({
      entity: 'newsletter',
      entityId: newsletter.id,
      before: { status: 'draft' },
      after: { status: 'sent', recipients: subscribers.length },
    });
    return { id: newsletter.id, recipients: subscribers.length };
  });
}

/** « Envoyer un test »: one copy to `to`, subject marked « [Test] »; the newsletter is unchanged. */
export async function sendNewsletterTest(admin: Admin, action: string, id: string, to: string) {
  const t = getAdminT();
  const secret = await linkSigningSecret();
  return adminWrite(admin, action, async (tx, audit) => {
    const [newsletter] = await tx.select().from(newsletters).where(eq(newsletters.id, id));
    if (!newsletter) throw new ActionError(t('validation.notFound'));
    const bodies = await renderNewsletter(newsletter.title, newsletter.body);
    const email = await queueEmail(tx, {
      to,
      subject: t('newsletters.test.subjectPrefix', { title: newsletter.title }),
      ...personalise(bodies, unsubscribeLinks(secret, to).pageUrl),
      template: 'newsletter-test',
      headers: listUnsubscribeHeaders(secret, to),
    });
    audit({
      entity: 'email_outbox',
      entityId: email.id,
      before: null,
      after: { to, newsletter: id },
    });
    return { id: email.id };
  });
}

/** The newsletter rendered as subscribers get it (the admin's preview). */
export async function previewNewsletter(title: string, body: string) {
  return personalise(
    await renderNewsletter(title, body),
    unsubscribeLinks(await linkSigningSecret(), 'abonne@example.fr').pageUrl,
  );
}

// ---- Subscribers -------------------------------------------------------------------------

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

const SUBSCRIBERS_TABLE = {
  sorts: ['date', 'email'] as const,
  defaultSort: 'date' as const,
  defaultDir: 'desc' as const,
  filters: { etat: SUBSCRIBER_STATUSES },
};

export function subscriberTableState(params: SearchParams) {
  return readTableState(params, SUBSCRIBERS_TABLE);
}

const STATUS_SQL = {
  unsubscribed: isNotNull(newsletterSubscribers.unsubscribedAt),
  confirmed: and(
    isNull(newsletterSubscribers.unsubscribedAt),
    isNotNull(newsletterSubscribers.confirmedAt),
  )!,
  pending: and(
    isNull(newsletterSubscribers.unsubscribedAt),
    isNull(newsletterSubscribers.confirmedAt),
  )!,
} satisfies Record<SubscriberStatus, SQL>;

function subscriberStatus(row: {
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
}): SubscriberStatus {
  if (row.unsubscribedAt) return 'unsubscribed';
  return row.confirmedAt ? 'confirmed' : 'pending';
}

export async function listSubscribers(
  db: DbHandle,
  _admin: Admin,
  state: ReturnType<typeof subscriberTableState>,
) {
  const where: SQL[] = [];
  if (state.q) where.push(ilike(newsletterSubscribers.email, likePattern(state.q)));
  if (state.filters.etat) where.push(STATUS_SQL[state.filters.etat as SubscriberStatus]);
  const condition = where.length ? and(...where) : undefined;
  const direction = state.dir === 'asc' ? asc : desc;
  const order =
    state.sort === 'email'
      ? [direction(newsletterSubscribers.email)]
      : [direction(newsletterSubscribers.createdAt), direction(newsletterSubscribers.id)];
  const [rows, totals, counts] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(condition)
      .orderBy(...order)
      .limit(state.pageSize)
      .offset((state.page - 1) * state.pageSize),
    db.select({ total: count() }).from(newsletterSubscribers).where(condition),
    db
      .select({
        pending: sql<number>`count(*) filter (where ${STATUS_SQL.pending})::int`,
        confirmed: sql<number>`count(*) filter (where ${STATUS_SQL.confirmed})::int`,
        unsubscribed: sql<number>`count(*) filter (where ${STATUS_SQL.unsubscribed})::int`,
      })
      .from(newsletterSubscribers),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      email: row.email,
      status: subscriberStatus(row),
      createdAt: row.createdAt,
      confirmedAt: row.confirmedAt,
      unsubscribedAt: row.unsubscribedAt,
    })),
    total: totals[0]?.total ?? 0,
    byStatus: counts[0] ?? { pending: 0, confirmed: 0, unsubscribed: 0 },
  };
}
