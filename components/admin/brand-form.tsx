'use client';

import { useTranslations } from 'next-intl';
import { saveBrandAction } from '@/lib/admin/catalogue/actions';
import { brandSchema, type BrandInput } from '@/lib/validation/admin-catalogue';
import { CheckboxField, TextAreaField, TextField } from './fields';
import { FormFooter } from './form-footer';
import { useItemForm } from './use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';

/** Create or edit a brand (`/admin/brands/nouvelle`, `/admin/brands/{id}`). */
export function BrandForm({ initial }: { initial: BrandInput }) {
  const t = useTranslations('admin.brands.fields');
  const { onSubmit, field, submitting, creating } = useItemForm({
    schema: brandSchema,
    initial,
    action: saveBrandAction,
    collection: 'brands',
  });
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-4">
      <TextField id="brand-name" label={t('name')} required {...field.text('name')} />
      <TextField id="brand-slug" label={t('slug')} help={t('slugHelp')} {...field.text('slug')} />
      <TextAreaField
        id="brand-description"
        label={t('description')}
        {...field.textarea('description')}
      />
      <div className="flex flex-wrap gap-6">
        <CheckboxField
          id="brand-featured"
          label={t('isFeatured')}
          {...field.checkbox('isFeatured')}
        />
        <CheckboxField id="brand-active" label={t('isActive')} {...field.checkbox('isActive')} />
      </div>
      <FormFooter submitting={submitting} creating={creating} />
    </ReadyForm>
  );
}
