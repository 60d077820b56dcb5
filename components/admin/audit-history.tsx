import { AdminTable } from '@/components/admin/admin-table';
import { adminDate } from '@/components/admin/orders/labels';
import { auditDiff } from '@/lib/admin/audit-diff';
import { auditActionLabel, auditEntityLabel } from '@/lib/admin/audit-labels';
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
function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
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
  return (
    <AdminTable
      caption={caption}
      rows={entries}
      rowKey={(entry) => String(entry.id)}
      rowProps={() => ({ className: 'align-top', 'data-testid': 'audit-row' })}
      columns={[
        {
          key: 'date',
          header: t('security.auditColumns.date'),
          cellClassName: 'whitespace-nowrap',
          cell: (entry) => adminDate(entry.createdAt),
        },
        {
          key: 'actor',
          header: t('security.auditColumns.actor'),
          cell: (entry) => entry.actorEmail,
        },
        {
          key: 'action',
          header: t('security.auditColumns.action'),
          cellClassName: 'text-xs',
          cell: (entry) => (
            <span title={entry.action} data-action={entry.action}>
              {auditActionLabel(entry.action)}
            </span>
          ),
        },
        {
          key: 'entity',
          header: t('security.auditColumns.entity'),
          cellClassName: 'text-xs',
          cell: (entry) => (
            <>
              {auditEntityLabel(entry.entity)}
              {entry.entityId && (
                <span className="text-muted-foreground block break-all">{entry.entityId}</span>
              )}
            </>
          ),
        },
        {
          key: 'changes',
          header: t('security.auditColumns.changes'),
          cell: (entry) => <AuditChanges before={entry.before} after={entry.after} />,
        },
      ]}
    />
  );
}
