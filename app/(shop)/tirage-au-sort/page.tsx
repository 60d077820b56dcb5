import type { Metadata } from 'next';
import { connection } from 'next/server';
import { ContestForm } from '@/components/contest/contest-form';
import { FormMessages } from '@/components/providers/form-messages';
import { currentContest, formatContestDate } from '@/lib/contest/contests';
import { getDb } from '@/lib/db/client';
import { getEngagementT } from '@/lib/i18n/engagement';
import { logger } from '@/lib/log/server';

const t = getEngagementT('contest');

export const metadata: Metadata = {
  title: t('metaTitle'),
  description: t('metaDescription'),
  alternates: { canonical: '/tirage-au-sort' },
};

/** Read per request: whether the contest runs depends on the day. */
export const instant = false;

async function runningContest() {
  try {
    return await currentContest(getDb());
  } catch (error) {
    logger.error({ err: error }, 'tirage au sort : lecture impossible');
    return null;
  }
}

/** /tirage-au-sort: the running contest (rules, dates, prize) and its participation form. */
export default async function ContestPage() {
  await connection();
  const contest = await runningContest();
  return (
    <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 md:py-14">
      <header>
        <p className="text-muted-foreground mb-2 text-sm font-medium tracking-wide uppercase">
          {t('title')}
        </p>
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">
          {contest?.title ?? t('title')}
        </h1>
        {contest && (
          <p className="text-muted-foreground mt-3 text-lg">
            {t('dates', {
              start: formatContestDate(contest.startsAt),
              end: formatContestDate(contest.endsAt),
            })}
          </p>
        )}
      </header>
      {contest ? (
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
          <div className="grid gap-6">
            <section aria-labelledby="contest-prize" className="bg-muted/50 rounded-lg border p-5">
              <h2 id="contest-prize" className="mb-2 text-xl font-semibold">
                {t('prize')}
              </h2>
              <p>{contest.prize}</p>
            </section>
            <section aria-labelledby="contest-rules-title">
              <h2 id="contest-rules-title" className="mb-3 text-xl font-semibold">
                {t('rulesTitle')}
              </h2>
              <div className="text-muted-foreground grid gap-3 leading-relaxed">
                {contest.rules.split(/\n\s*\n/).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </div>
            </section>
          </div>
          <section aria-labelledby="contest-form-title" className="rounded-lg border p-5">
            <h2 id="contest-form-title" className="mb-4 text-xl font-semibold">
              {t('formTitle')}
            </h2>
            <FormMessages>
              <ContestForm contestId={contest.id} />
            </FormMessages>
          </section>
        </div>
      ) : (
        <p className="text-muted-foreground text-lg">{t('none')}</p>
      )}
    </div>
  );
}
