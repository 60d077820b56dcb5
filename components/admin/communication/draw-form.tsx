'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { runContestDrawAction } from '@/lib/admin/contest-draw/actions';
import { contestDrawSchema } from '@/lib/validation/admin-communication';
import { TextField } from '../fields';
import { useAdminForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';

/** A new draw of the contest: a seed (empty: random, shown afterwards) and how many winners. */
export function DrawForm({ contestId }: { contestId: string }) {
  const t = useTranslations('admin.contestDraw.form');
  const { onSubmit, field, submitting } = useAdminForm({
    schema: contestDrawSchema,
    defaultValues: { contestId, seed: '', winners: 1 },
    action: runContestDrawAction,
    successTitle: t('done'),
  });
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="flex flex-wrap items-start gap-3">
      <div className="min-w-64 flex-1">
        <TextField
          id="draw-seed"
          label={t('seed')}
          help={t('seedHelp')}
          {...field.text('seed', { autoComplete: 'off' })}
        />
      </div>
      <div className="w-40">
        <TextField
          id="draw-winners"
          label={t('winners')}
          {...field.text('winners', { type: 'number', min: 1, max: 100 })}
        />
      </div>
      <Button type="submit" className="mt-6" disabled={submitting}>
        {submitting ? t('drawing') : t('submit')}
      </Button>
    </ReadyForm>
  );
}
