'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { savePaintDocumentAction } from '@/lib/admin/paint/actions';
import { useAction } from '@/lib/hooks/use-action-form';
import { ReadyForm } from '@/components/ui/ready-form';
import { downloadHref } from '@/lib/storage/download';

type Current = {
  technicalUrl: string | null;
  technicalFilename: string | null;
  safetyUrl: string | null;
  safetyFilename: string | null;
  isActive: boolean;
};

/**
 * One paint type's sheets: a new technical and/or safety PDF and whether they are shown. The
 * server updates the paint type's row, or inserts it (spec « Paint document update »), and
 * answers with the spec's toasts.
 */
export function PaintDocumentForm({
  paintType,
  label,
  current,
}: {
  paintType: string;
  label: string;
  current: Current;
}) {
  const t = useTranslations('admin.paint.documents');
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = `doc-${paintType}`;
  const { run, pending } = useAction(
    (form: HTMLFormElement) => {
      const data = new FormData(form);
      data.set('paintType', paintType);
      return savePaintDocumentAction(data);
    },
    {
      errorTitle: t('error'),
      onFailure: setErrors,
      onSuccess: (_, form) => {
        setErrors({});
        form.reset();
        toast.success(t('success'));
        router.refresh();
      },
    },
  );

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    run(event.currentTarget);
  };

  const sheet = (kind: 'technical' | 'safety', url: string | null, filename: string | null) => {
    const inputId = `${id}-${kind}`;
    const error = errors[kind];
    return (
      <div className="grid gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t(kind)}
        </label>
        <p className="text-muted-foreground text-xs">
          {t('current')}{' '}
          {url ? (
            <a
              href={downloadHref(url, filename)}
              className="text-primary hover:underline"
              download={filename ?? undefined}
            >
              {filename ?? url}
            </a>
          ) : (
            t('none')
          )}
        </p>
        <input
          id={inputId}
          name={kind}
          type="file"
          accept="application/pdf,.pdf"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="text-sm"
        />
        {error && (
          <p id={`${inputId}-error`} className="text-destructive text-sm" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <ReadyForm
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-lg border p-4"
      data-testid={`documents-${paintType}`}
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {label}
      </h2>
      {sheet('technical', current.technicalUrl, current.technicalFilename)}
      {sheet('safety', current.safetyUrl, current.safetyFilename)}
      <div className="flex items-center gap-2">
        <input
          id={`${id}-active`}
          name="isActive"
          type="checkbox"
          defaultChecked={current.isActive}
          className="accent-primary size-4"
        />
        <label htmlFor={`${id}-active`} className="text-sm font-medium">
          {t('isActive')}
        </label>
      </div>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? t('sending') : t('submit')}
        </Button>
      </div>
    </ReadyForm>
  );
}
