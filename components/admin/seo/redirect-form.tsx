'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { saveRedirectAction } from '@/lib/admin/seo/actions';
import { redirectSchema, type RedirectInput } from '@/lib/validation/admin-seo';
import { TextField } from '../fields';
import { useAdminForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';
import { adminItemPath } from '@/lib/admin/urls';

/** Create or edit a legacy redirect (`/admin/seo/redirects/new`, `/admin/seo/redirects/{id}`). */
export function RedirectForm({ initial }: { initial: RedirectInput }) {
  const t = useTranslations('admin.seo');
  const tf = useTranslations('admin.form');
  const creating = !initial.id;
  const { form, onSubmit, errors, submitting } = useAdminForm({
    schema: redirectSchema,
    defaultValues: initial,
    action: saveRedirectAction,
    created: creating,
    redirectTo: creating ? (data) => adminItemPath('redirects', data.id) : undefined,
  });
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-4">
      <TextField
        id="redirect-old"
        label={t('fields.oldPath')}
        help={t('fields.oldPathHelp')}
        required
        error={errors.oldPath?.message}
        inputProps={form.register('oldPath')}
      />
      <TextField
        id="redirect-new"
        label={t('fields.newPath')}
        help={t('fields.newPathHelp')}
        required
        error={errors.newPath?.message}
        inputProps={form.register('newPath')}
      />
      <div>
        <Button type="submit" disabled={submitting}>
          {submitting ? tf('saving') : creating ? tf('create') : tf('save')}
        </Button>
      </div>
    </ReadyForm>
  );
}
