'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { ReadyForm } from '@/components/ui/ready-form';
import { decideClaimAction } from '@/lib/admin/guarantee/actions';
import { claimDecisionSchema } from '@/lib/validation/guarantee';
import { TextField } from '../fields';
import { useAdminForm } from '../use-admin-form';

const DECISIONS = [
  { decision: 'remix', label: 'remix', variant: 'default' },
  { decision: 'refund', label: 'refund', variant: 'outline' },
  { decision: 'refused', label: 'refuse', variant: 'destructive' },
] as const;

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
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid gap-2">
      <TextField id={`${id}-reason`} label={t('reason')} {...field.text('reason')} />
      <div className="flex flex-wrap gap-2">
        {DECISIONS.map(({ decision, label, variant }) => (
          <Button
            key={decision}
            type="submit"
            size="sm"
            variant={variant}
            disabled={submitting}
            onClick={() => form.setValue('decision', decision)}
          >
            {t(label)}
          </Button>
        ))}
      </div>
    </ReadyForm>
  );
}
