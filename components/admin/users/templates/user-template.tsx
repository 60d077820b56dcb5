import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { AuditTable } from '@/components/admin/audit-history';
import { adminDate, StatusBadge } from '@/components/admin/orders/labels';
import { UserActions } from '@/components/admin/users/user-actions';
import { UserBadges } from '@/components/admin/users/user-badges';
import type { AdminUserDetail } from '@/lib/admin/users/queries';
import { getAdminT } from '@/lib/i18n/admin';
import { formatCents } from '@/lib/money';
import { adminItemPath } from '@/lib/admin/urls';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid content-start gap-2 rounded-lg border p-4" aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const SIRET_TONE = {
  valid: 'text-emerald-800',
  'bad-key': 'text-amber-900',
  invalid: 'text-muted-foreground',
} as const;

/**
 * The page `/admin/users/<id>`: one customer — profile (with the SIRET's check), the actions its state
 * allows (verify a professional, admin role, disable, sessions), addresses, orders with the
 * total spent, and the administration's history of the account.
 */
export function AdminUserTemplate({ user, self }: { user: AdminUserDetail; self: boolean }) {
  const t = getAdminT();
  const muted = 'text-muted-foreground text-sm';
  const title = user.name || user.email;
  const siretText =
    user.siretCheck.status === 'valid'
      ? t('users.detail.siretValid')
      : user.siretCheck.status === 'bad-key'
        ? t('users.detail.siretBadKey')
        : t('users.detail.siretInvalid');
  return (
    <AdminPage screen="users" title={title} trail={[{ label: title }]}>
      <div className="flex flex-wrap items-center gap-3">
        <UserBadges user={user} />
        <span className={muted}>
          {t('users.detail.createdAt', { date: adminDate(user.createdAt) })}
        </span>
        {user.disabledAt && (
          <span className="text-sm font-medium text-rose-900" data-testid="user-disabled">
            {t('users.detail.disabledSince', { date: adminDate(user.disabledAt) })}
          </span>
        )}
      </div>
      <Section title={t('users.detail.actions')}>
        <UserActions
          userId={user.id}
          siret={user.siret ?? ''}
          isVerifiedProfessional={user.isVerifiedProfessional}
          isAdmin={user.isAdmin}
          disabled={user.disabled}
          self={self}
        />
        <p className={muted}>{t('users.detail.sessions', { count: user.sessions })}</p>
      </Section>
      <div className="grid gap-4 lg:grid-cols-3">
        <Section title={t('users.detail.profile')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-medium">{t('users.detail.email')}</dt>
            <dd className="break-all">
              <a href={`mailto:${user.email}`} className="text-primary underline">
                {user.email}
              </a>
            </dd>
            <dt className="font-medium">{t('users.detail.phone')}</dt>
            <dd>{user.phone ?? '—'}</dd>
            <dt className="font-medium">{t('users.detail.company')}</dt>
            <dd>{user.company ?? '—'}</dd>
            <dt className="font-medium">{t('users.detail.siret')}</dt>
            <dd>
              <span className="tabular-nums">{user.siret ?? t('users.detail.noSiret')}</span>
              {(user.isProfessional || user.siret) && (
                <span
                  className={`block text-xs ${SIRET_TONE[user.siretCheck.status]}`}
                  data-testid="siret-check"
                >
                  {siretText}
                </span>
              )}
            </dd>
          </dl>
        </Section>
        <Section title={t('users.detail.spent')}>
          <p className="text-2xl font-semibold tabular-nums" data-testid="user-spent">
            {formatCents(user.spentCents)}
          </p>
          <p className={muted}>
            {t('users.detail.orderCount', { count: user.orderCount })} ·{' '}
            {t('users.detail.spentHint')}
          </p>
        </Section>
        <Section title={t('users.detail.addresses')}>
          {user.addresses.length > 0 ? (
            <ul className="grid gap-3 text-sm">
              {user.addresses.map((address) => (
                <li key={address.id}>
                  <p className="font-medium">
                    {address.label}
                    {address.isDefault && ` · ${t('users.detail.defaultAddress')}`}
                  </p>
                  {address.lines.map((line, index) => (
                    <span key={index} className="block">
                      {line}
                    </span>
                  ))}
                </li>
              ))}
            </ul>
          ) : (
            <p className={muted}>{t('users.detail.noAddresses')}</p>
          )}
        </Section>
      </div>
      <Section title={t('users.detail.orders')}>
        {user.orders.length > 0 ? (
          <AdminTable
            caption={t('users.detail.orders')}
            rows={user.orders}
            rowKey={(order) => order.id}
            columns={[
              {
                key: 'number',
                header: t('users.detail.orderNumber'),
                cell: (order) => (
                  <Link
                    href={adminItemPath('orders', order.id)}
                    className="text-primary font-medium hover:underline"
                  >
                    {order.orderNumber}
                  </Link>
                ),
              },
              {
                key: 'date',
                header: t('users.detail.orderDate'),
                className: 'whitespace-nowrap',
                cell: (order) => adminDate(order.createdAt),
              },
              {
                key: 'status',
                header: t('users.detail.orderStatus'),
                cell: (order) => <StatusBadge status={order.status} />,
              },
              {
                key: 'total',
                header: t('users.detail.orderTotal'),
                numeric: true,
                className: 'whitespace-nowrap',
                cell: (order) => formatCents(order.totalCents),
              },
            ]}
          />
        ) : (
          <p className={muted}>{t('users.detail.noOrders')}</p>
        )}
      </Section>
      <Section title={t('users.detail.history')}>
        {user.history.length > 0 ? (
          <AuditTable entries={user.history} caption={t('users.detail.history')} />
        ) : (
          <p className={muted}>{t('users.detail.noHistory')}</p>
        )}
      </Section>
    </AdminPage>
  );
}
