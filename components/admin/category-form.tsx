'use client';

import { useTranslations } from 'next-intl';
import { saveCategoryAction } from '@/lib/admin/catalogue/actions';
import {
  CATALOGUE_SECTIONS,
  categorySchema,
  type CategoryInput,
} from '@/lib/validation/admin-catalogue';
import { CheckboxField, SelectField, TextAreaField, TextField } from './fields';
import { FormFooter } from './form-footer';
import { useItemForm } from './use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';

/** Create or edit a category (`/admin/tags/nouvelle`, `/admin/tags/{id}`). */
export function CategoryForm({ initial }: { initial: CategoryInput }) {
  const t = useTranslations('admin.tags');
  const { onSubmit, field, submitting, creating } = useItemForm({
    schema: categorySchema,
    initial,
    action: saveCategoryAction,
    collection: 'tags',
  });
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-4 sm:grid-cols-2">
      <TextField id="category-name" label={t('fields.name')} required {...field.text('name')} />
      <TextField
        id="category-slug"
        label={t('fields.slug')}
        help={t('fields.slugHelp')}
        {...field.text('slug')}
      />
      <SelectField
        id="category-section"
        label={t('fields.section')}
        options={CATALOGUE_SECTIONS.map((value) => ({ value, label: t(`sections.${value}`) }))}
        {...field.select('section')}
      />
      <TextField
        id="category-position"
        label={t('fields.position')}
        {...field.numeric('position')}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          id="category-description"
          label={t('fields.description')}
          {...field.textarea('description')}
        />
      </div>
      <CheckboxField
        id="category-active"
        label={t('fields.isActive')}
        {...field.checkbox('isActive')}
      />
      <FormFooter submitting={submitting} creating={creating} className="sm:col-span-2" />
    </ReadyForm>
  );
}
