import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { DataTable } from '@/components/admin/data-table';
import { DeleteButton } from '@/components/admin/delete-button';
import { SiteSettingsForm } from '@/components/admin/seo/site-settings-form';
import { Button } from '@/components/ui/button';
import { deleteRedirectAction } from '@/lib/admin/seo/actions';
import type { listRedirectsForAdmin, redirectTableState } from '@/lib/admin/seo/redirects';
import type { getSiteSettingsForAdmin } from '@/lib/admin/seo/settings';
import { formatDate, formatNumber } from '@/lib/format';
import { getAdminT } from '@/lib/i18n/admin';
import { getT } from '@/lib/i18n/server';
import type { answerForAddress } from '@/lib/redirects/answer';
import { adminItemPath, adminNewPath, adminPath } from '@/lib/admin/urls';

/** What the shop answers today for an address typed in « Tester une adresse » (or not an address). */
export type AddressTestResult =
  { valid: false } | { valid: true; answer: Awaited<ReturnType<typeof answerForAddress>> };

function AddressTest({ result }: { result: AddressTestResult }) {
  const t = getAdminT();
  if (!result.valid) {
    return (
      <p role="status" className="text-destructive text-sm">
        {t('seo.test.invalid')}
      </p>
    );
  }
  const { answer } = result;
  if (!answer) {
    return (
      <p role="status" className="text-sm">
        {t('seo.test.none')}
      </p>
    );
  }
  return (
    <div role="status" className="grid gap-1 text-sm">
      <p className="font-medium">
        {t('seo.test.redirect', { status: answer.status, location: answer.location })}
      </p>
      <p className="text-muted-foreground">
        {answer.row ? t('seo.test.byRow', { oldPath: answer.row }) : t('seo.test.byRule')}
      </p>
      <p>
        <a
          href={answer.location}
          target="_blank"
          rel="noreferrer"
          className="text-primary underline"
        >
          {t('seo.test.open')}
        </a>
      </p>
    </div>
  );
}

/** The page `/admin/seo`: site settings (footer social links, default texts), redirects and their test. */
export function AdminSeoTemplate({
  settings,
  state,
  redirects: { rows, total },
  tested,
  test,
}: {
  settings: Awaited<ReturnType<typeof getSiteSettingsForAdmin>>;
  state: ReturnType<typeof redirectTableState>;
  redirects: Awaited<ReturnType<typeof listRedirectsForAdmin>>;
  /** The address typed in the test form ('' when none). */
  tested: string;
  test: AddressTestResult | null;
}) {
  const t = getAdminT();
  const meta = getT('meta');
  const home = getT('home');
  return (
    <AdminPage screen="seo">
      <section aria-labelledby="seo-settings" className="grid gap-3 rounded-lg border p-4">
        <h2 id="seo-settings" className="text-lg font-semibold">
          {t('seo.settingsTitle')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('seo.settingsIntro')}</p>
        <SiteSettingsForm
          initial={settings}
          fallbacks={{
            defaultTitle: meta('defaultTitle'),
            homeTitle: `Nuancier — ${home('metaTitle')}`,
          }}
        />
      </section>

      <section aria-labelledby="seo-test" className="grid gap-3 rounded-lg border p-4">
        <h2 id="seo-test" className="text-lg font-semibold">
          {t('seo.test.title')}
        </h2>
        <p className="text-muted-foreground text-sm">{t('seo.test.intro')}</p>
        <form method="get" action={adminPath('seo')} className="flex flex-wrap items-end gap-3">
          <div className="grid min-w-64 flex-1 gap-1">
            <label htmlFor="seo-test-address" className="text-sm font-medium">
              {t('seo.test.label')}
            </label>
            <input
              id="seo-test-address"
              name="adresse"
              defaultValue={tested}
              placeholder="/produit/vernis-2k"
              className="border-input h-9 rounded-md border bg-transparent px-3 text-sm"
            />
          </div>
          <Button type="submit">{t('seo.test.submit')}</Button>
        </form>
        {test && <AddressTest result={test} />}
      </section>

      <section aria-labelledby="seo-redirects" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="seo-redirects" className="text-lg font-semibold">
            {t('seo.redirectsTitle')}
          </h2>
          <Button asChild>
            <Link href={adminNewPath('redirects')}>{t('seo.newRedirect')}</Link>
          </Button>
        </div>
        <p className="text-muted-foreground text-sm">{t('seo.redirectsIntro')}</p>
        <DataTable
          caption={t('seo.redirectsTitle')}
          basePath={adminPath('seo')}
          state={state}
          total={total}
          rows={rows}
          rowKey={(row) => row.id}
          searchPlaceholder={t('seo.searchPlaceholder')}
          columns={[
            {
              key: 'oldPath',
              label: t('seo.columns.oldPath'),
              sort: 'oldPath',
              cell: (row) => (
                <a
                  href={adminItemPath('redirects', row.id)}
                  className="text-primary font-medium break-all hover:underline"
                >
                  {row.oldPath}
                </a>
              ),
            },
            {
              key: 'newPath',
              label: t('seo.columns.newPath'),
              cell: (row) => <span className="break-all">{row.newPath}</span>,
            },
            {
              key: 'hits',
              label: t('seo.columns.hits'),
              sort: 'hits',
              className: 'text-right',
              cell: (row) => formatNumber(row.hits),
            },
            {
              key: 'createdAt',
              label: t('seo.columns.createdAt'),
              sort: 'createdAt',
              cell: (row) => formatDate(row.createdAt),
            },
            {
              key: 'actions',
              label: t('table.actions'),
              cell: (row) => (
                <DeleteButton
                  id={row.id}
                  name={row.oldPath}
                  action={deleteRedirectAction}
                  size="sm"
                />
              ),
            },
          ]}
        />
      </section>
    </AdminPage>
  );
}
