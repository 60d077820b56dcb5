import { AdminPage } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { ConfirmAction } from '@/components/admin/communication/confirm-action';
import { DrawForm } from '@/components/admin/communication/draw-form';
import { adminDate } from '@/components/admin/orders/labels';
import { Button } from '@/components/ui/button';
import { announceDrawAction } from '@/lib/admin/contest-draw/actions';
import type { contestForDraw, listContestsForDraw } from '@/lib/admin/contest-draw/draws';
import { formatContestDate } from '@/lib/contest/contests';
import { getAdminT } from '@/lib/i18n/admin';

/**
 * The page `/admin/contest-draw?concours=<id>`: a contest's participants with their eligibility, a new
 * draw (seed, number of winners), and every draw made, with its seed, the fingerprint of the
 * list drawn from and its winners, so anyone can re-run it; the winners of one draw can be
 * announced by e-mail (once per contest).
 */
export function ContestDrawTemplate({
  contests,
  data,
}: {
  contests: Awaited<ReturnType<typeof listContestsForDraw>>;
  data: Awaited<ReturnType<typeof contestForDraw>>;
}) {
  const t = getAdminT();
  const eligible = data ? data.entries.filter((e) => e.eligibility.eligible).length : 0;
  return (
    <AdminPage screen="contestDraw">
      <p className="text-muted-foreground text-sm">{t('contestDraw.intro')}</p>
      {contests.length === 0 ? (
        <p className="text-sm">{t('contestDraw.none')}</p>
      ) : (
        <form method="get" className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <label htmlFor="draw-contest" className="text-sm font-medium">
              {t('contestDraw.choose')}
            </label>
            <select
              id="draw-contest"
              name="concours"
              defaultValue={data?.contest.id}
              className="border-input h-9 rounded-md border bg-transparent px-2 text-sm"
            >
              {contests.map((contest) => (
                <option key={contest.id} value={contest.id}>
                  {contest.title}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="outline">
            {t('contestDraw.show')}
          </Button>
        </form>
      )}
      {data && (
        <>
          <section aria-labelledby="contest-title" className="grid gap-1">
            <h2 id="contest-title" className="text-lg font-semibold">
              {data.contest.title}
            </h2>
            <p className="text-sm">
              {t('contestDraw.contestInfo', {
                startsAt: formatContestDate(data.contest.startsAt),
                endsAt: formatContestDate(data.contest.endsAt),
                prize: data.contest.prize,
              })}
            </p>
          </section>
          <section
            aria-labelledby="draw-rules"
            className="grid gap-1 rounded-lg border p-4 text-sm"
          >
            <h2 id="draw-rules" className="font-semibold">
              {t('contestDraw.rules.title')}
            </h2>
            <ul className="list-disc pl-5">
              <li>{t('contestDraw.rules.rulesAccepted')}</li>
              <li>{t('contestDraw.rules.onePerEmail')}</li>
              <li>{t('contestDraw.rules.withinDates')}</li>
            </ul>
            <p className="text-muted-foreground">{t('contestDraw.rules.order')}</p>
          </section>
          <section aria-labelledby="participants" className="grid gap-2">
            <h2 id="participants" className="text-lg font-semibold">
              {t('contestDraw.participants.title')}
            </h2>
            <p className="text-sm" data-testid="participant-counts">
              {t('contestDraw.participants.counts', { eligible, total: data.entries.length })}
            </p>
            {data.entries.length === 0 ? (
              <p className="text-sm">{t('contestDraw.participants.empty')}</p>
            ) : (
              <AdminTable
                look="boxed"
                frameClassName="max-h-96 overflow-auto rounded-md border"
                caption={t('contestDraw.participants.title')}
                rows={data.entries}
                rowKey={(entry) => entry.id}
                rowProps={() => ({ 'data-testid': 'participant-row' })}
                columns={[
                  {
                    key: 'name',
                    header: t('contestDraw.participants.columns.name'),
                    cell: (entry) => entry.name,
                  },
                  {
                    key: 'email',
                    header: t('contestDraw.participants.columns.email'),
                    cellClassName: 'break-all',
                    cell: (entry) => entry.email,
                  },
                  {
                    key: 'date',
                    header: t('contestDraw.participants.columns.date'),
                    cell: (entry) => adminDate(entry.createdAt),
                  },
                  {
                    key: 'eligibility',
                    header: t('contestDraw.participants.columns.eligibility'),
                    cell: (entry) =>
                      entry.eligibility.eligible
                        ? t('contestDraw.participants.eligible')
                        : t(`contestDraw.participants.reasons.${entry.eligibility.reason}`),
                  },
                ]}
              />
            )}
          </section>
          <section aria-labelledby="new-draw" className="grid gap-2 rounded-lg border p-4">
            <h2 id="new-draw" className="font-semibold">
              {t('contestDraw.form.title')}
            </h2>
            <DrawForm contestId={data.contest.id} />
          </section>
          <section aria-labelledby="draws" className="grid gap-3">
            <h2 id="draws" className="text-lg font-semibold">
              {t('contestDraw.draws.title')}
            </h2>
            {data.draws.length === 0 && <p className="text-sm">{t('contestDraw.draws.empty')}</p>}
            {data.draws.map((draw) => (
              <article
                key={draw.id}
                aria-label={t('contestDraw.draws.caption', {
                  date: adminDate(draw.createdAt),
                  by: draw.drawnBy,
                })}
                className="grid gap-2 rounded-lg border p-4 text-sm"
                data-testid="draw"
              >
                <h3 className="font-semibold">
                  {t('contestDraw.draws.caption', {
                    date: adminDate(draw.createdAt),
                    by: draw.drawnBy,
                  })}
                </h3>
                <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
                  <dt className="text-muted-foreground">{t('contestDraw.draws.seed')}</dt>
                  <dd className="font-mono break-all" data-testid="draw-seed">
                    {draw.seed}
                  </dd>
                  <dt className="text-muted-foreground">{t('contestDraw.draws.list')}</dt>
                  <dd className="break-all">
                    {t('contestDraw.draws.listValue', {
                      count: draw.entryIds.length,
                      sha: draw.listSha256,
                    })}
                  </dd>
                  <dt className="text-muted-foreground">{t('contestDraw.draws.winners')}</dt>
                  <dd>
                    <ol className="list-decimal pl-5" data-testid="draw-winners">
                      {draw.winners.map((winner) => (
                        <li key={winner.id}>
                          {winner.name} ({winner.email})
                        </li>
                      ))}
                    </ol>
                  </dd>
                </dl>
                {draw.announcedAt ? (
                  <p>{t('contestDraw.draws.announced', { date: adminDate(draw.announcedAt) })}</p>
                ) : (
                  !data.contest.drawnAt && (
                    <div>
                      <ConfirmAction
                        id={draw.id}
                        action={announceDrawAction}
                        texts={{
                          button: t('contestDraw.draws.announce'),
                          title: t('contestDraw.draws.announce'),
                          description: draw.winners.map((w) => w.email).join(', '),
                          confirm: t('contestDraw.draws.announce'),
                          cancel: t('newsletters.send.cancel'),
                          pending: t('contestDraw.draws.announcing'),
                          done: t('contestDraw.draws.announcedToast'),
                          errorTitle: t('contestDraw.draws.errorTitle'),
                        }}
                      />
                    </div>
                  )
                )}
              </article>
            ))}
          </section>
        </>
      )}
    </AdminPage>
  );
}
