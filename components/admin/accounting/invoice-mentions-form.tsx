'use client';

import { useTranslations } from 'next-intl';
import { saveInvoiceMentionsAction } from '@/lib/admin/accounting/actions';
import {
  invoiceMentionsSchema,
  type InvoiceMentionsInput,
} from '@/lib/validation/admin-accounting';
import { ReadyForm } from '@/components/ui/ready-form';
import { CheckboxField } from '../fields';
import { FormFooter } from '../form-footer';
import { useAdminForm } from '../use-admin-form';

/** The owner's invoice mentions (the VAT-on-debits option), on /admin/accounting. */
export function InvoiceMentionsForm({ initial }: { initial: InvoiceMentionsInput }) {
  const t = useTranslations('admin.accounting');
  const { onSubmit, field, submitting } = useAdminForm({
    schema: invoiceMentionsSchema,
    defaultValues: initial,
    action: saveInvoiceMentionsAction,
    successTitle: t('savedTitle'),
  });
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-4">
      <CheckboxField
        id="accounting-vat-on-debits"
        label={t('vatOnDebits')}
        help={t('vatOnDebitsHelp')}
        {...field.checkbox('vatOnDebits')}
      />
      <FormFooter submitting={submitting} />
    </ReadyForm>
  );
}
