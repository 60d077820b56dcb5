'use client';

import { useTranslations } from 'next-intl';
import { saveRedirectAction } from '@/lib/admin/seo/actions';
import { redirectSchema, type RedirectInput } from '@/lib/validation/admin-seo';
import { TextField } from '../fields';
import { FormFooter } from '../form-footer';
import { useItemForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';

/** Create or edit a legacy redirect (`/admin/seo/redirects/new`, `/admin/seo/redirects/{id}`). */
export function RedirectForm({ initial }: { initial: RedirectInput }) {
  const t = useTranslations('admin.seo');
  const { onSubmit, field, submitting, creating } = useItemForm({
    schema: redirectSchema,
    initial,
    action: saveRedirectAction,
    collection: 'redirects',
  });
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-4">
      <TextField
        id="redirect-old"
        label={t('fields.oldPath')}
        help={t('fields.oldPathHelp')}
        required
        {...field.text('oldPath')}
      />
      <TextField
        id="redirect-new"
        label={t('fields.newPath')}
        help={t('fields.newPathHelp')}
        required
        {...field.text('newPath')}
      />
      <FormFooter submitting={submitting} creating={creating} />
    </ReadyForm>
  );
}
