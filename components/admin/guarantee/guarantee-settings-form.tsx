'use client';

import { useTranslations } from 'next-intl';
import { ReadyForm } from '@/components/ui/ready-form';
import { saveGuaranteeSettingsAction } from '@/lib/admin/guarantee/actions';
import { guaranteeSettingsSchema } from '@/lib/validation/guarantee';
import { TextAreaField, TextField } from '../fields';
import { FormFooter } from '../form-footer';
import { useAdminForm } from '../use-admin-form';

/** The test card's price, the claim window and the conditions' text. */
export function GuaranteeSettingsForm({
  initial,
}: {
  initial: { testCardPrice: string; claimDays: string; conditions: string };
}) {
  const t = useTranslations('admin.guarantee');
  const { onSubmit, field, submitting } = useAdminForm({
    schema: guaranteeSettingsSchema,
    defaultValues: initial,
    action: saveGuaranteeSettingsAction,
    successTitle: t('savedTitle'),
  });
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-4">
      <TextField
        id="guarantee-test-card-price"
        label={t('testCardPrice')}
        {...field.decimal('testCardPrice')}
      />
      <TextField id="guarantee-claim-days" label={t('claimDays')} {...field.numeric('claimDays')} />
      <TextAreaField
        id="guarantee-conditions"
        label={t('conditions')}
        {...field.textarea('conditions', { rows: 5 })}
      />
      <FormFooter submitting={submitting} />
    </ReadyForm>
  );
}
