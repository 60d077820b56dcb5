'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { sendNewsletterTestAction } from '@/lib/admin/newsletters/actions';
import { newsletterTestSchema } from '@/lib/validation/admin-communication';
import { TextField } from '../fields';
import { useAdminForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';

/** « Envoyer un test »: one copy of the newsletter to one address (the admin's by default). */
export function NewsletterTestForm({ id, defaultTo }: { id: string; defaultTo: string }) {
  const t = useTranslations('admin.newsletters.test');
  const { form, onSubmit, errors, submitting } = useAdminForm({
    schema: newsletterTestSchema,
    defaultValues: { id, to: defaultTo },
    action: sendNewsletterTestAction,
    successTitle: t('sent'),
  });
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <div className="min-w-64 flex-1">
        <TextField
          id="newsletter-test-to"
          label={t('to')}
          error={errors.to?.message}
          inputProps={{ type: 'email', autoComplete: 'email', ...form.register('to') }}
        />
      </div>
      <Button type="submit" variant="outline" disabled={submitting}>
        {submitting ? t('sending') : t('submit')}
      </Button>
    </ReadyForm>
  );
}
