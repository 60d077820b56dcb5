'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { sendTestEmailAction } from '@/lib/admin/emails/actions';
import { testEmailSchema } from '@/lib/validation/admin-emails';
import { TextField } from '../fields';
import { useAdminForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';

/** Sends the test e-mail (to the admin's own address unless another is typed). */
export function TestEmailForm({ defaultTo }: { defaultTo: string }) {
  const t = useTranslations('admin.emails.test');
  const { form, onSubmit, errors, submitting } = useAdminForm({
    schema: testEmailSchema,
    defaultValues: { to: defaultTo },
    action: sendTestEmailAction,
    successTitle: t('sent'),
  });
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <div className="min-w-64 flex-1">
        <TextField
          id="test-email-to"
          label={t('to')}
          error={errors.to?.message}
          inputProps={{ type: 'email', autoComplete: 'email', ...form.register('to') }}
        />
      </div>
      <Button type="submit" disabled={submitting}>
        {submitting ? t('sending') : t('submit')}
      </Button>
    </ReadyForm>
  );
}
