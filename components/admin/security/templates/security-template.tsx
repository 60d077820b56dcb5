import Link from 'next/link';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminTable } from '@/components/admin/admin-table';
import { AuditTable } from '@/components/admin/audit-history';
import { adminDate } from '@/components/admin/orders/labels';
import {
  AUDIT_PAGE,
  type auditChoices,
  type auditEntries,
  type AuditQuery,
  type listAdmins,
  type signInFailures,
  type throttledKeys,
} from '@/lib/admin/security/queries';
import { getAdminT } from '@/lib/i18n/admin';
import { adminItemPath, adminPath } from '@/lib/admin/urls';
import { auditEntityLabel } from '@/lib/admin/audit-labels';

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="grid content-start gap-3 rounded-lg border p-4" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const field = 'border-input h-9 rounded-md border bg-transparent px-2 text-sm';

/**
 * The page `/admin/security`: administrators, the audit log (filters by person, entity and days in the
 * URL; each change as field, before, after), recent failed sign-ins and what the throttling
 * blocks now. A customer's sessions are revoked from their page (`/admin/users/<id>`).
 */
export function AdminSecurityTemplate({
  query,
  admins,
  choices,
  entries,
  failures,
  blocked,
}: {
  query: AuditQuery;
  admins: Awaited<ReturnType<typeof listAdmins>>;
  choices: Awaited<ReturnType<typeof auditChoices>>;
  entries: Awaited<ReturnType<typeof auditEntries>>;
  failures: Awaited<ReturnType<typeof signInFailures>>;
  blocked: Awaited<ReturnType<typeof throttledKeys>>;
}) {
  const t = getAdminT();
  const muted = 'text-muted-foreground text-sm';
  return (
    <AdminPage screen="security">
      <Section id="security-admins" title={t('security.admins')}>
        {admins.length > 0 ? (
          <ul className="grid gap-1 text-sm" data-testid="admin-list">
            {admins.map((a) => (
              <li key={a.userId}>
                <Link href={adminItemPath('users', a.userId)} className="text-primary underline">
                  {a.email}
                </Link>
                {a.name && ` · ${a.name}`}
                <span className="text-muted-foreground">
                  {' '}
                  · {t('security.since', { date: adminDate(a.since) })}
                </span>
                {a.disabled && ` · ${t('users.badges.disabled')}`}
              </li>
            ))}
          </ul>
        ) : (
          <p className={muted}>{t('security.adminsEmpty')}</p>
        )}
        <p className={muted}>{t('security.revokeHint')}</p>
      </Section>

      <Section id="security-audit" title={t('security.audit')}>
        <form
          method="get"
          action={adminPath('security')}
          className="flex flex-wrap items-end gap-3"
          role="search"
          aria-label={t('security.audit')}
        >
          <div className="grid gap-1">
            <label htmlFor="audit-actor" className="text-sm font-medium">
              {t('security.auditFilters.actor')}
            </label>
            <select
              id="audit-actor"
              name="personne"
              defaultValue={query.personne}
              className={field}
            >
              <option value="">{t('security.auditFilters.allActors')}</option>
              {choices.actors.map((actor) => (
                <option key={actor.id} value={actor.id}>
                  {actor.email}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor="audit-entity" className="text-sm font-medium">
              {t('security.auditFilters.entity')}
            </label>
            <select id="audit-entity" name="element" defaultValue={query.element} className={field}>
              <option value="">{t('security.auditFilters.allEntities')}</option>
              {choices.entities.map((entity) => (
                <option key={entity} value={entity}>
                  {auditEntityLabel(entity)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1">
            <label htmlFor="audit-id" className="text-sm font-medium">
              {t('security.auditFilters.entityId')}
            </label>
            <input
              id="audit-id"
              name="id"
              defaultValue={query.id}
              className={`${field} w-72 max-w-full`}
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor="audit-from" className="text-sm font-medium">
              {t('security.auditFilters.from')}
            </label>
            <input
              id="audit-from"
              name="du"
              type="date"
              defaultValue={query.du}
              className={field}
            />
          </div>
          <div className="grid gap-1">
            <label htmlFor="audit-to" className="text-sm font-medium">
              {t('security.auditFilters.to')}
            </label>
            <input id="audit-to" name="au" type="date" defaultValue={query.au} className={field} />
          </div>
          <button
            type="submit"
            className="bg-primary text-primary-foreground h-9 rounded-md px-4 text-sm font-medium"
          >
            {t('security.auditFilters.apply')}
          </button>
          <Link
            href={adminPath('security')}
            className="text-primary h-9 content-center text-sm underline"
          >
            {t('security.auditFilters.reset')}
          </Link>
        </form>
        {entries.length > 0 ? (
          <>
            <AuditTable entries={entries} caption={t('security.audit')} />
            {entries.length >= AUDIT_PAGE && (
              <p className={muted}>{t('security.auditMore', { count: AUDIT_PAGE })}</p>
            )}
          </>
        ) : (
          <p className={muted}>{t('security.auditEmpty')}</p>
        )}
      </Section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Section id="security-failures" title={t('security.failures')}>
          {failures.length > 0 ? (
            <AdminTable
              caption={t('security.failures')}
              testId="sign-in-failures"
              rows={failures}
              rowKey={(f) => String(f.id)}
              columns={[
                {
                  key: 'date',
                  header: t('security.failureColumns.date'),
                  cellClassName: 'whitespace-nowrap',
                  cell: (f) => adminDate(f.createdAt),
                },
                {
                  key: 'email',
                  header: t('security.failureColumns.email'),
                  cellClassName: 'break-all',
                  cell: (f) => f.email,
                },
                { key: 'ip', header: t('security.failureColumns.ip'), cell: (f) => f.ip },
                {
                  key: 'reason',
                  header: t('security.failureColumns.reason'),
                  cell: (f) =>
                    t(`security.reasons.${f.reason as 'invalid' | 'throttled' | 'disabled'}`),
                },
              ]}
            />
          ) : (
            <p className={muted}>{t('security.failuresEmpty')}</p>
          )}
        </Section>
        <Section id="security-throttled" title={t('security.throttled')}>
          {blocked.length > 0 ? (
            <AdminTable
              caption={t('security.throttled')}
              testId="throttled-keys"
              rows={blocked}
              rowKey={(b) => `${b.policy}:${b.key}`}
              columns={[
                {
                  key: 'policy',
                  header: t('security.throttledColumns.policy'),
                  cell: (b) => t(`security.policies.${b.policy as 'login-pair'}`),
                },
                {
                  key: 'key',
                  header: t('security.throttledColumns.key'),
                  cellClassName: 'break-all',
                  cell: (b) => b.key,
                },
                {
                  key: 'attempts',
                  header: t('security.throttledColumns.attempts'),
                  cell: (b) => b.attempts,
                },
                {
                  key: 'until',
                  header: t('security.throttledColumns.until'),
                  cellClassName: 'whitespace-nowrap',
                  cell: (b) => (b.until ? adminDate(b.until) : '—'),
                },
              ]}
            />
          ) : (
            <p className={muted}>{t('security.throttledEmpty')}</p>
          )}
        </Section>
      </div>
    </AdminPage>
  );
}
