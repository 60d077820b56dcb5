'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ReadyForm } from '@/components/ui/ready-form';
import type { ActionResult } from '@/lib/actions/client';
import { testEmailSchema } from '@/lib/validation/admin-emails';
import { TextField } from './fields';
import { useAdminForm } from './use-admin-form';

/**
 * « Envoyer un test »: one address (the admin's by default) and a send button, for the test
 * e-mail and a newsletter's test copy. `send` calls the action with the checked address (the
 * newsletter's adds its id); the texts (`to`, `submit`, `sending`, `sent`) are read in
 * `namespace`.
 */
export function TestSendForm({
  id,
  namespace,
  defaultTo,
  send,
  variant,
}: {
  id: string;
  namespace: 'admin.emails.test' | 'admin.newsletters.test';
  defaultTo: string;
  send: (to: string) => Promise<ActionResult<unknown>>;
  variant?: 'outline';
}) {
  const t = useTranslations(namespace);
  const { onSubmit, field, submitting } = useAdminForm({
    schema: testEmailSchema,
    defaultValues: { to: defaultTo },
    action: ({ to }) => send(to),
    successTitle: t('sent'),
  });
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="flex flex-wrap items-end gap-3">
      <div className="min-w-64 flex-1">
        <TextField
          id={id}
          label={t('to')}
          {...field.text('to', { type: 'email', autoComplete: 'email' })}
        />
      </div>
      <Button type="submit" variant={variant} disabled={submitting}>
        {submitting ? t('sending') : t('submit')}
      </Button>
    </ReadyForm>
  );
}
