'use client';

import { useTranslations } from 'next-intl';
import { saveBrandAction } from '@/lib/admin/catalogue/actions';
import { brandSchema, type BrandInput } from '@/lib/validation/admin-catalogue';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextAreaField, TextField } from './fields';
import { useAdminForm } from './use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';
import { adminItemPath } from '@/lib/admin/urls';

/** Create or edit a brand (`/admin/brands/nouvelle`, `/admin/brands/{id}`). */
export function BrandForm({ initial }: { initial: BrandInput }) {
  const t = useTranslations('admin');
  const creating = !initial.id;
  const { form, onSubmit, errors, submitting } = useAdminForm({
    schema: brandSchema,
    defaultValues: initial,
    action: saveBrandAction,
    created: creating,
    redirectTo: creating ? (data) => adminItemPath('brands', data.id) : undefined,
  });
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-4">
      <TextField
        id="brand-name"
        label={t('brands.fields.name')}
        required
        error={errors.name?.message}
        inputProps={form.register('name')}
      />
      <TextField
        id="brand-slug"
        label={t('brands.fields.slug')}
        help={t('brands.fields.slugHelp')}
        error={errors.slug?.message}
        inputProps={form.register('slug')}
      />
      <TextAreaField
        id="brand-description"
        label={t('brands.fields.description')}
        error={errors.description?.message}
        textareaProps={form.register('description')}
      />
      <div className="flex flex-wrap gap-6">
        <CheckboxField
          id="brand-featured"
          label={t('brands.fields.isFeatured')}
          inputProps={form.register('isFeatured')}
        />
        <CheckboxField
          id="brand-active"
          label={t('brands.fields.isActive')}
          inputProps={form.register('isActive')}
        />
      </div>
      <div>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('form.saving') : creating ? t('form.create') : t('form.save')}
        </Button>
      </div>
    </ReadyForm>
  );
}
