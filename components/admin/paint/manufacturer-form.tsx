'use client';

import { useTranslations } from 'next-intl';
import { saveManufacturerAction } from '@/lib/admin/paint/actions';
import { COLOUR_CATEGORIES } from '@/lib/validation/admin-colours';
import { manufacturerSchema, type ManufacturerInput } from '@/lib/validation/admin-paint';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../fields';
import { useAdminForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';
import { adminItemPath } from '@/lib/admin/urls';

/** Create or edit a paint maker (`/admin/paint-manufacturers/new`, `/admin/paint-manufacturers/{id}`). */
export function ManufacturerForm({ initial }: { initial: ManufacturerInput }) {
  const t = useTranslations('admin');
  const creating = !initial.id;
  const { form, onSubmit, errors, submitting } = useAdminForm({
    schema: manufacturerSchema,
    defaultValues: initial,
    action: saveManufacturerAction,
    created: creating,
    redirectTo: creating ? (data) => adminItemPath('paintManufacturers', data.id) : undefined,
  });
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-4">
      <TextField
        id="maker-name"
        label={t('paint.manufacturers.fields.name')}
        required
        error={errors.name?.message}
        inputProps={form.register('name')}
      />
      <TextField
        id="maker-slug"
        label={t('paint.manufacturers.fields.slug')}
        help={t('paint.manufacturers.fields.slugHelp')}
        error={errors.slug?.message}
        inputProps={form.register('slug')}
      />
      <SelectField
        id="maker-category"
        label={t('paint.manufacturers.fields.category')}
        options={COLOUR_CATEGORIES.map((value) => ({
          value,
          label: t(`paint.categories.${value}`),
        }))}
        error={errors.category?.message}
        selectProps={form.register('category')}
      />
      <TextAreaField
        id="maker-code-location"
        label={t('paint.manufacturers.fields.codeLocation')}
        help={t('paint.manufacturers.fields.codeLocationHelp')}
        error={errors.codeLocation?.message}
        textareaProps={form.register('codeLocation')}
      />
      <CheckboxField
        id="maker-active"
        label={t('paint.manufacturers.fields.isActive')}
        inputProps={form.register('isActive')}
      />
      <div>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('form.saving') : creating ? t('form.create') : t('form.save')}
        </Button>
      </div>
    </ReadyForm>
  );
}
