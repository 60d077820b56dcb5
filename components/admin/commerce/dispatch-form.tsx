'use client';

import { useTranslations } from 'next-intl';
import { saveDispatchSettingsAction } from '@/lib/admin/commerce/actions';
import {
  dispatchSettingsSchema,
  type DispatchSettingsInput,
} from '@/lib/validation/admin-commerce';
import { ReadyForm } from '@/components/ui/ready-form';
import { TextField } from '../fields';
import { FormFooter } from '../form-footer';
import { useAdminForm } from '../use-admin-form';

/** The preparation times and the order cut-off of the dispatch date, on /admin/delivery. */
export function DispatchForm({ initial }: { initial: DispatchSettingsInput }) {
  const t = useTranslations('admin.commerce.dispatch');
  const { onSubmit, field, submitting } = useAdminForm({
    schema: dispatchSettingsSchema,
    defaultValues: initial,
    action: saveDispatchSettingsAction,
    successTitle: t('savedTitle'),
  });
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-4 sm:grid-cols-3">
      <TextField
        id="dispatch-preparation"
        label={t('fields.preparationDays')}
        help={t('fields.preparationDaysHelp')}
        required
        {...field.numeric('preparationDays')}
      />
      <TextField
        id="dispatch-paint-preparation"
        label={t('fields.paintPreparationDays')}
        help={t('fields.paintPreparationDaysHelp')}
        required
        {...field.numeric('paintPreparationDays')}
      />
      <TextField
        id="dispatch-cutoff"
        label={t('fields.cutoff')}
        help={t('fields.cutoffHelp')}
        required
        {...field.text('cutoff', { type: 'time' })}
      />
      <div className="sm:col-span-3">
        <FormFooter submitting={submitting} />
      </div>
    </ReadyForm>
  );
}
