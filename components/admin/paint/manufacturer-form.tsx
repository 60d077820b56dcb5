'use client';

import { useTranslations } from 'next-intl';
import { saveManufacturerAction } from '@/lib/admin/paint/actions';
import { COLOUR_CATEGORIES } from '@/lib/validation/admin-colours';
import { manufacturerSchema, type ManufacturerInput } from '@/lib/validation/admin-paint';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../fields';
import { FormFooter } from '../form-footer';
import { useItemForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';

/** Create or edit a paint maker (`/admin/paint-manufacturers/new`, `/admin/paint-manufacturers/{id}`). */
export function ManufacturerForm({ initial }: { initial: ManufacturerInput }) {
  const t = useTranslations('admin.paint');
  const { onSubmit, field, submitting, creating } = useItemForm({
    schema: manufacturerSchema,
    initial,
    action: saveManufacturerAction,
    collection: 'paintManufacturers',
  });
  const f = (key: string) => t(`manufacturers.fields.${key}`);
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-4">
      <TextField id="maker-name" label={f('name')} required {...field.text('name')} />
      <TextField id="maker-slug" label={f('slug')} help={f('slugHelp')} {...field.text('slug')} />
      <SelectField
        id="maker-category"
        label={f('category')}
        options={COLOUR_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) }))}
        {...field.select('category')}
      />
      <TextAreaField
        id="maker-code-location"
        label={f('codeLocation')}
        help={f('codeLocationHelp')}
        {...field.textarea('codeLocation')}
      />
      <CheckboxField id="maker-active" label={f('isActive')} {...field.checkbox('isActive')} />
      <FormFooter submitting={submitting} creating={creating} />
    </ReadyForm>
  );
}
