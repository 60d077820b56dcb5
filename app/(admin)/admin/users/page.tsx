import type { Metadata } from 'next';
import { AdminPage } from '@/components/admin/admin-page';
import { DataTable } from '@/components/admin/data-table';
import { adminDate } from '@/components/admin/orders/labels';
import { UserBadges } from '@/components/admin/users/user-badges';
import type { SearchParams } from '@/lib/admin/table';
import { listUsersForAdmin, USER_KINDS, userTableState } from '@/lib/admin/users/queries';
import { requireAdminPage } from '@/lib/auth/guards';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { adminItemPath, adminPath } from '@/lib/admin/urls';

export const instant = false;
export const metadata: Metadata = { title: getAdminT()('screens.users') };

/**
 * `/admin/users`: every account, newest first; search by e-mail, name, company or SIRET;
 * filter professionals to verify, verified ones, administrators, disabled accounts; all in
 * the URL and in SQL.
 */
export default async function AdminUsersPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const admin = await requireAdminPage(adminPath('users'));
  const t = getAdminT();
  const state = userTableState(await searchParams);
  const { rows, total } = await listUsersForAdmin(getDb(), admin, state);
  return (
    <AdminPage screen="users">
      <DataTable
        caption={t('users.title')}
        basePath={adminPath('users')}
        state={state}
        total={total}
        rows={rows}
        rowKey={(row) => row.id}
        searchPlaceholder={t('users.searchPlaceholder')}
        filters={[
          {
            name: 'type',
            label: t('users.filters.kind'),
            allLabel: t('users.filters.allKinds'),
            options: USER_KINDS.map((kind) => ({ value: kind, label: t(`users.kinds.${kind}`) })),
          },
        ]}
        columns={[
          {
            key: 'name',
            label: t('users.columns.name'),
            sort: 'nom',
            cell: (row) => (
              <>
                <a
                  href={adminItemPath('users', row.id)}
                  className="text-primary block font-medium hover:underline"
                >
                  {row.name || row.email}
                </a>
                {row.name && (
                  <span className="text-muted-foreground block text-xs">{row.email}</span>
                )}
              </>
            ),
          },
          {
            key: 'company',
            label: t('users.columns.company'),
            cell: (row) => row.company ?? '—',
          },
          {
            key: 'siret',
            label: t('users.columns.siret'),
            className: 'whitespace-nowrap tabular-nums',
            cell: (row) => row.siret ?? '—',
          },
          {
            key: 'kind',
            label: t('users.columns.kind'),
            cell: (row) => <UserBadges user={row} />,
          },
          {
            key: 'createdAt',
            label: t('users.columns.createdAt'),
            sort: 'date',
            className: 'whitespace-nowrap',
            cell: (row) => adminDate(row.createdAt),
          },
        ]}
      />
    </AdminPage>
  );
}
