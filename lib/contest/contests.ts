import 'server-only';
import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import type { Database } from '@/lib/db/client';
import { contestEntries, contests } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { formatLongDate } from '@/lib/format';
import { getT } from '@/lib/i18n/server';
import { getMailT } from '@/lib/mail/i18n';
import { queueEmail } from '@/lib/mail/outbox';
import { absoluteUrl, CONTEST_PATH } from '@/lib/urls';
import type { ContestEntry } from '@/lib/validation/contest';

export type Contest = typeof contests.$inferSelect;

function running(now: Date) {
  return and(eq(contests.isActive, true), lte(contests.startsAt, now), gt(contests.endsAt, now));
}

/** The contest /tirage-au-sort shows: active and between its dates (the latest started). */
export async function currentContest(db: Database, now = new Date()): Promise<Contest | null> {
  const [row] = await db
    .select()
    .from(contests)
    .where(running(now))
    .orderBy(desc(contests.startsAt))
    .limit(1);
  return row ?? null;
}

export function formatContestDate(date: Date): string {
  return formatLongDate(date);
}

/**
 * One participation per e-mail (lower-cased) per contest, while it runs, with its confirmation
 * e-mail in the same transaction. A second one is refused in French.
 */
export async function enterContest(db: Database, entry: ContestEntry): Promise<{ id: string }> {
  const t = getT('contest');
  const email = entry.email.toLowerCase();
  return db.transaction(async (tx) => {
    const [contest] = await tx
      .select()
      .from(contests)
      .where(and(eq(contests.id, entry.contestId), running(new Date())));
    if (!contest) throw new ActionError(t('closed'));
    const [row] = await tx
      .insert(contestEntries)
      .values({ contestId: contest.id, name: entry.name, email, rulesAcceptedAt: sql`now()` })
      .onConflictDoNothing({ target: [contestEntries.contestId, contestEntries.email] })
      .returning({ id: contestEntries.id });
    if (!row) throw new ActionError(t('already'), { email: t('already') });
    const mail = getMailT('contestEntry');
    await queueEmail(tx, {
      to: email,
      subject: mail('subject', { contest: contest.title }),
      text: mail('text', {
        name: entry.name,
        contest: contest.title,
        prize: contest.prize,
        endsAt: formatContestDate(contest.endsAt),
        rulesUrl: absoluteUrl(env.SITE_URL, CONTEST_PATH),
      }),
      template: 'contest-entry',
    });
    return { id: row.id };
  });
}
