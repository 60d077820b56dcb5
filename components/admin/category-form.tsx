'use client';

import { useTranslations } from 'next-intl';
import { saveCategoryAction } from '@/lib/admin/catalogue/actions';
import {
  CATALOGUE_SECTIONS,
  categorySchema,
  type CategoryInput,
} from '@/lib/validation/admin-catalogue';
import { Button } from '@/components/ui/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from './fields';
import { useAdminForm } from './use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';
import { adminItemPath } from '@/lib/admin/urls';

/** Create or edit a category (`/admin/tags/nouvelle`, `/admin/tags/{id}`). */
export function CategoryForm({ initial }: { initial: CategoryInput }) {
  const t = useTranslations('admin');
  const creating = !initial.id;
  const { form, onSubmit, errors, submitting } = useAdminForm({
    schema: categorySchema,
    defaultValues: initial,
    action: saveCategoryAction,
    created: creating,
    redirectTo: creating ? (data) => adminItemPath('tags', data.id) : undefined,
  });
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-4 sm:grid-cols-2">
      <TextField
        id="category-name"
        label={t('tags.fields.name')}
        required
        error={errors.name?.message}
        inputProps={form.register('name')}
      />
      <TextField
        id="category-slug"
        label={t('tags.fields.slug')}
        help={t('tags.fields.slugHelp')}
        error={errors.slug?.message}
        inputProps={form.register('slug')}
      />
      <SelectField
        id="category-section"
        label={t('tags.fields.section')}
        error={errors.section?.message}
        options={CATALOGUE_SECTIONS.map((value) => ({
          value,
          label: t(`tags.sections.${value}`),
        }))}
        selectProps={form.register('section')}
      />
      <TextField
        id="category-position"
        label={t('tags.fields.position')}
        error={errors.position?.message}
        inputProps={{ inputMode: 'numeric', ...form.register('position') }}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          id="category-description"
          label={t('tags.fields.description')}
          error={errors.description?.message}
          textareaProps={form.register('description')}
        />
      </div>
      <CheckboxField
        id="category-active"
        label={t('tags.fields.isActive')}
        inputProps={form.register('isActive')}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={submitting}>
          {submitting ? t('form.saving') : creating ? t('form.create') : t('form.save')}
        </Button>
      </div>
    </ReadyForm>
  );
}
