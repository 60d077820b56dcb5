'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { AdminTable } from '@/components/admin/admin-table';
import { Button } from '@/components/ui/button';
import type { ActionResult } from '@/lib/actions/client';
import { useAction } from '@/lib/hooks/use-action-form';

type Line = {
  line: number;
  slug: string;
  status: 'create' | 'update' | 'unchanged' | 'error';
  changes: string[];
  errors: string[];
};
type Report = { applied: boolean; lines: Line[]; counts: Record<Line['status'], number> };

const MAX_BYTES = 5 * 1024 * 1024;

/**
 * A CSV import with a dry run: « Vérifier » reports what each line would do and changes
 * nothing; « Importer » applies every line in one transaction, or nothing when a line is wrong.
 * The report lists the lines in error first, each with its French messages.
 */
export function CsvImport({
  action,
  keyLabel,
}: {
  action: (input: { csv: string; apply: boolean }) => Promise<ActionResult<Report>>;
  keyLabel: string;
}) {
  const t = useTranslations('admin.import');
  const router = useRouter();
  const file = useRef<HTMLInputElement>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mode, setMode] = useState<'check' | 'apply'>('check');
  const upload = useAction(
    async ({ chosen, apply }: { chosen: File; apply: boolean }) =>
      action({ csv: await chosen.text(), apply }),
    {
      errorTitle: t('refusedTitle'),
      onFailure: (_, message) => {
        setReport(null);
        setError(message ?? t('refusedTitle'));
      },
      onSuccess: (done) => {
        setReport(done);
        const { counts } = done;
        if (done.applied) {
          toast.success(t('appliedTitle'), { description: t('appliedText', counts) });
          router.refresh();
        } else if (counts.error > 0)
          toast.error(t('refusedTitle'), { description: t('refusedText') });
        else toast.info(t('dryRunTitle'));
      },
    },
  );
  const pending = upload.pending;

  const run = (apply: boolean) => {
    setMode(apply ? 'apply' : 'check');
    const chosen = file.current?.files?.[0];
    if (!chosen || !/\.csv$/i.test(chosen.name)) return setError(t('notCsv'));
    if (chosen.size > MAX_BYTES) return setError(t('tooLarge'));
    setError(null);
    upload.run({ chosen, apply });
  };

  const ordered = report
    ? [...report.lines].sort(
        (a, b) => Number(b.status === 'error') - Number(a.status === 'error') || a.line - b.line,
      )
    : [];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <label htmlFor="csv-file" className="text-sm font-medium">
            {t('file')}
          </label>
          <input
            id="csv-file"
            ref={file}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={error ? 'csv-error' : undefined}
            className="text-sm"
            onChange={() => setReport(null)}
          />
        </div>
        <Button type="button" variant="outline" disabled={pending} onClick={() => run(false)}>
          {pending && mode === 'check' ? t('checking') : t('dryRun')}
        </Button>
        <Button type="button" disabled={pending} onClick={() => run(true)}>
          {pending && mode === 'apply' ? t('applying') : t('apply')}
        </Button>
      </div>
      {error && (
        <p id="csv-error" role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
      {report && (
        <section aria-labelledby="csv-report" className="grid gap-2">
          <h2 id="csv-report" className="font-semibold">
            {t('reportTitle')}
          </h2>
          <p data-testid="import-summary">{t('summary', report.counts)}</p>
          <AdminTable
            look="boxed"
            frameClassName="max-h-[28rem] overflow-auto rounded-lg border"
            headClassName="sticky top-0"
            caption={t('reportTitle')}
            rows={ordered.slice(0, 500)}
            rowKey={(line) => String(line.line)}
            rowProps={(line) => ({ 'data-status': line.status })}
            columns={[
              { key: 'line', header: t('line'), cell: (line) => line.line },
              { key: 'key', header: keyLabel, cell: (line) => line.slug },
              {
                key: 'status',
                header: t('status'),
                cellClassName: (line) =>
                  line.status === 'error' ? 'text-destructive font-medium' : undefined,
                cell: (line) => t(`statuses.${line.status}`),
              },
              {
                key: 'details',
                header: t('details'),
                cell: (line) =>
                  line.status === 'error' ? line.errors.join(' · ') : line.changes.join(', '),
              },
            ]}
          />
        </section>
      )}
    </div>
  );
}
