import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import type { Admin } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';
import { contestDraws, contestEntries, contests } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { formatContestDate } from '@/lib/contest/contests';
import { getAdminT } from '@/lib/i18n/admin';
import { textToHtml } from '@/lib/mail/html';
import { getMailT } from '@/lib/mail/i18n';
import { queueEmails } from '@/lib/mail/outbox';
import { absoluteUrl, CONTEST_PATH } from '@/lib/urls';
import { drawWinners, listFingerprint, newSeed } from './draw';

/**
 * The contest draw (`/admin/contest-draw`): the participants of a contest with their
 * eligibility, draws made from a seed and kept (`contest_draws`), and the announcement of one
 * draw's winners by e-mail (once per contest).
 *
 * Eligibility: the rules were accepted at entry (`rules_accepted_at`), one entry per e-mail (the
 * unique key of `contest_entries` refuses a second one at entry), and the entry was made between
 * the contest's opening and closing. The eligible entries are drawn from in the order of their
 * e-mail address (unique per contest), so the list is the same for anyone who re-reads it.
 */
export type Eligibility = { eligible: true } | { eligible: false; reason: 'outsideDates' };

type ContestRow = typeof contests.$inferSelect;
type EntryRow = typeof contestEntries.$inferSelect;

function eligibilityOf(contest: ContestRow, entry: EntryRow): Eligibility {
  const at = entry.createdAt.getTime();
  if (at < contest.startsAt.getTime() || at >= contest.endsAt.getTime()) {
    return { eligible: false, reason: 'outsideDates' };
  }
  return { eligible: true };
}

export async function listContestsForDraw(db: DbHandle, _admin: Admin) {
  return db.select().from(contests).orderBy(desc(contests.startsAt));
}

/** A contest, its entries (ordered by e-mail) with their eligibility, and its draws (newest first). */
export async function contestForDraw(db: DbHandle, _admin: Admin, contestId: string) {
  const [contest] = await db.select().from(contests).where(eq(contests.id, contestId));
  if (!contest) return null;
  const [entries, draws] = await Promise.all([
    db
      .select()
      .from(contestEntries)
      .where(eq(contestEntries.contestId, contestId))
      .orderBy(asc(contestEntries.email)),
    db
      .select()
      .from(contestDraws)
      .where(eq(contestDraws.contestId, contestId))
      .orderBy(desc(contestDraws.createdAt)),
  ]);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  return {
    contest,
    entries: entries.map((entry) => ({ ...entry, eligibility: eligibilityOf(contest, entry) })),
    draws: draws.map((draw) => ({
      ...draw,
      winners: draw.winnerIds.map((id) => {
        const entry = byId.get(id);
        return { id, name: entry?.name ?? '?', email: entry?.email ?? '?' };
      }),
    })),
  };
}

/**
 * Draws `winners` entries from the eligible ones with `seed` (a random one when empty) and keeps
 * the draw: the seed, the ordered list of entry ids drawn from and its sha256, the winners. A
 * contest is drawn once it is closed; it may be drawn again (each draw is kept), and the same
 * seed over the same list gives the same winners.
 */
export async function runContestDraw(
  admin: Admin,
  action: string,
  input: { contestId: string; seed: string; winners: number },
) {
  const t = getAdminT();
  return adminWrite(admin, action, async (tx, audit) => {
    const [contest] = await tx.select().from(contests).where(eq(contests.id, input.contestId));
    if (!contest) throw new ActionError(t('validation.notFound'));
    if (contest.endsAt.getTime() > Date.now()) {
      throw new ActionError(
        t('contestDraw.notEnded', { endsAt: formatContestDate(contest.endsAt) }),
      );
    }
    const entries = await tx
      .select()
      .from(contestEntries)
      .where(eq(contestEntries.contestId, contest.id))
      .orderBy(asc(contestEntries.email));
    const eligibleIds = entries
      .filter((entry) => eligibilityOf(contest, entry).eligible)
      .map((entry) => entry.id);
    if (eligibleIds.length === 0) throw new ActionError(t('contestDraw.noEligible'));
    const seed = input.seed || newSeed();
    const winnerIds = drawWinners(seed, eligibleIds, input.winners);
    const [draw] = await tx
      .insert(contestDraws)
      .values({
        contestId: contest.id,
        seed,
        winnerCount: input.winners,
        entryIds: eligibleIds,
        listSha256: listFingerprint(eligibleIds),
        winnerIds,
        drawnBy: admin.email,
      })
      .returning();
    audit({
      entity: 'contest_draw',
      entityId: draw!.id,
      before: null,
      after: { contestId: contest.id, seed, winnerIds, listSha256: draw!.listSha256 },
    });
    return { id: draw!.id, seed, winnerIds };
  });
}

/**
 * Announces one draw's winners: marks their entries (`is_winner`), dates the contest's draw
 * (`drawn_at`) and queues one e-mail per winner, in one transaction. A contest's winners are
 * announced once: a second announcement (of this draw or another) is refused.
 */
export async function announceDraw(admin: Admin, action: string, drawId: string) {
  const t = getAdminT();
  return adminWrite(admin, action, async (tx, audit) => {
    const [draw] = await tx.select().from(contestDraws).where(eq(contestDraws.id, drawId));
    if (!draw) throw new ActionError(t('validation.notFound'));
    const [contest] = await tx
      .select()
      .from(contests)
      .where(eq(contests.id, draw.contestId))
      .for('update');
    if (!contest) throw new ActionError(t('validation.notFound'));
    if (contest.drawnAt) throw new ActionError(t('contestDraw.alreadyAnnounced'));
    await tx
      .update(contests)
      .set({ drawnAt: sql`now()` })
      .where(eq(contests.id, contest.id));
    await tx
      .update(contestDraws)
      .set({ announcedAt: sql`now()` })
      .where(eq(contestDraws.id, draw.id));
    const winners = draw.winnerIds.length
      ? await tx
          .update(contestEntries)
          .set({ isWinner: true })
          .where(
            and(
              eq(contestEntries.contestId, contest.id),
              inArray(contestEntries.id, draw.winnerIds),
            ),
          )
          .returning({ name: contestEntries.name, email: contestEntries.email })
      : [];
    const mail = getMailT('contestWinner');
    const rulesUrl = absoluteUrl(env.SITE_URL, CONTEST_PATH);
    await queueEmails(
      tx,
      winners.map((winner) => {
        const text = mail('text', {
          name: winner.name,
          contest: contest.title,
          prize: contest.prize,
          seed: draw.seed,
          rulesUrl,
        });
        return {
          to: winner.email,
          subject: mail('subject', { contest: contest.title }),
          text,
          html: textToHtml(text),
          template: 'contest-winner',
        };
      }),
    );
    audit({
      entity: 'contest',
      entityId: contest.id,
      before: { drawnAt: null },
      after: { drawId: draw.id, winners: winners.map((w) => w.email) },
    });
    return { id: draw.id, announced: winners.length };
  });
}
