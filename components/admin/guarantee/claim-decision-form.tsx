'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ReadyForm } from '@/components/ui/ready-form';
import { decideClaimAction } from '@/lib/admin/guarantee/actions';
import { claimDecisionSchema } from '@/lib/validation/guarantee';
import { TextField } from '../fields';
import { useAdminForm } from '../use-admin-form';

/** « Refaire la teinte », « Rembourser » or « Refuser » (with its reason) for one claim. */
export function ClaimDecisionForm({ claimId }: { claimId: string }) {
  const t = useTranslations('admin.guarantee');
  const id = useId();
  const { onSubmit, field, submitting, form } = useAdminForm({
    schema: claimDecisionSchema,
    defaultValues: { id: claimId, decision: 'remix' as const, reason: '' },
    action: decideClaimAction,
    successTitle: t('decidedTitle'),
  });
  const choose = (decision: 'remix' | 'refund' | 'refused') => () =>
    form.setValue('decision', decision);
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid gap-2">
      <TextField id={`${id}-reason`} label={t('reason')} {...field.text('reason')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={submitting} onClick={choose('remix')}>
          {t('remix')}
        </Button>
        <Button
          type="submit"
          size="sm"
          variant="outline"
          disabled={submitting}
          onClick={choose('refund')}
        >
          {t('refund')}
        </Button>
        <Button
          type="submit"
          size="sm"
          variant="destructive"
          disabled={submitting}
          onClick={choose('refused')}
        >
          {t('refuse')}
        </Button>
      </div>
    </ReadyForm>
  );
}
