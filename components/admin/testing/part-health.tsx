'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { checkPartAction } from '@/lib/admin/testing/actions';
import { useAction } from '@/lib/hooks/use-action-form';
import type { Health } from '@/lib/admin/testing/health';

const TONE: Record<Health['state'], string> = {
  ok: 'bg-emerald-100 text-emerald-950',
  warning: 'bg-amber-100 text-amber-950',
  error: 'bg-rose-100 text-rose-950',
  off: 'bg-zinc-200 text-zinc-900',
};

/** One part's health card, with its « Tester » button (the check runs again on the server). */
export function PartHealth({ initial }: { initial: Health }) {
  const t = useTranslations('admin.testing');
  const [health, setHealth] = useState(initial);
  const [failed, setFailed] = useState(false);
  // The card says the check failed itself: no toast.
  const { run, pending } = useAction(checkPartAction, {
    onSuccess: (checked) => {
      setFailed(false);
      setHealth(checked);
    },
    onFailure: () => setFailed(true),
  });
  const title = t(`parts.${health.part}`);
  return (
    <section
      aria-labelledby={`part-${health.part}`}
      className="grid content-start gap-2 rounded-lg border p-4"
      data-testid={`health-${health.part}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`part-${health.part}`} className="font-semibold">
          {title}
        </h2>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${TONE[health.state]}`}>
          {t(`states.${health.state}`)}
        </span>
      </div>
      <div role="status" aria-live="polite" className="grid gap-1 text-sm">
        <p className="font-medium">{failed ? t('actionFailed') : health.summary}</p>
        <ul className="text-muted-foreground list-disc pl-5">
          {health.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
        <p className="text-muted-foreground text-xs">{t('took', { ms: health.ms })}</p>
      </div>
      <div>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={pending}
          aria-label={t('testPart', { part: title })}
          onClick={() => run({ part: health.part })}
        >
          {pending ? t('testing') : t('test')}
        </Button>
      </div>
    </section>
  );
}
