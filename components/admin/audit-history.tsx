import { adminDate } from '@/components/admin/orders/labels';
import { auditDiff } from '@/lib/admin/audit-diff';
import { getAdminT } from '@/lib/i18n/admin';

type Entry = {
  id: number;
  createdAt: Date;
  actorEmail: string;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
};

/** The readable change of one audit row: field, before, after. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const t = getAdminT();
  const lines = auditDiff(before, after);
  if (lines.length === 0)
    return <span className="text-muted-foreground">{t('security.diff.none')}</span>;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs" data-testid="audit-diff">
      {lines.map((line) => (
        <div key={line.field} className="contents">
          <dt className="font-medium">{line.field || '—'}</dt>
          <dd className="break-all">
            <span className="text-muted-foreground line-through decoration-1">
              {line.before ?? t('security.diff.empty')}
            </span>
            {' → '}
            <span>{line.after ?? t('security.diff.empty')}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** An audit log as a table (security screen, a customer's history). */
export function AuditTable({ entries, caption }: { entries: Entry[]; caption: string }) {
  const t = getAdminT();
  const th = 'py-2 pr-3 text-left font-medium';
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={th}>
              {t('security.auditColumns.date')}
            </th>
            <th scope="col" className={th}>
              {t('security.auditColumns.actor')}
            </th>
            <th scope="col" className={th}>
              {t('security.auditColumns.action')}
            </th>
            <th scope="col" className={th}>
              {t('security.auditColumns.entity')}
            </th>
            <th scope="col" className={th}>
              {t('security.auditColumns.changes')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} className="border-t align-top" data-testid="audit-row">
              <td className="py-2 pr-3 whitespace-nowrap">{adminDate(entry.createdAt)}</td>
              <td className="py-2 pr-3">{entry.actorEmail}</td>
              <td className="py-2 pr-3 font-mono text-xs">{entry.action}</td>
              <td className="py-2 pr-3 text-xs">
                {entry.entity}
                {entry.entityId && (
                  <span className="text-muted-foreground block break-all">{entry.entityId}</span>
                )}
              </td>
              <td className="py-2">
                <AuditChanges before={entry.before} after={entry.after} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
