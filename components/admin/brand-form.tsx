'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { saveBrandAction } from '@/lib/admin/catalogue/actions';
import { brandSchema, type BrandInput } from '@/lib/validation/admin-catalogue';
import { CheckboxField, TextAreaField, TextField } from './fields';
import { FormFooter } from './form-footer';
import { useItemForm } from './use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';

/** Create or edit a brand (`/admin/brands/nouvelle`, `/admin/brands/{id}`). */
export function BrandForm({ initial }: { initial: BrandInput }) {
  const t = useTranslations('admin.brands.fields');
  const th = useTranslations('admin.hazard');
  const { form, onSubmit, field, submitting, creating } = useItemForm({
    schema: brandSchema,
    initial,
    action: saveBrandAction,
    collection: 'brands',
  });
  const outsideEu = useWatch({ control: form.control, name: 'outsideEu' });
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
      {/* GPSR art. 19 (issue 39 §3): shown on the page of each of the brand's products. */}
      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 font-semibold">{th('manufacturer')}</legend>
        <p className="text-muted-foreground text-sm">{th('manufacturerHelp')}</p>
        <TextField
          id="brand-maker-name"
          label={th('manufacturerName')}
          {...field.text('manufacturerName')}
        />
        <TextAreaField
          id="brand-maker-address"
          label={th('manufacturerAddress')}
          {...field.textarea('manufacturerAddress', { rows: 2 })}
        />
        <TextField
          id="brand-maker-email"
          label={th('manufacturerEmail')}
          {...field.text('manufacturerEmail')}
        />
        <CheckboxField
          id="brand-outside-eu"
          label={th('outsideEu')}
          {...field.checkbox('outsideEu')}
        />
        {outsideEu && (
          <>
            <TextField
              id="brand-eu-name"
              label={th('euResponsibleName')}
              {...field.text('euResponsibleName')}
            />
            <TextAreaField
              id="brand-eu-address"
              label={th('euResponsibleAddress')}
              {...field.textarea('euResponsibleAddress', { rows: 2 })}
            />
            <TextField
              id="brand-eu-email"
              label={th('euResponsibleEmail')}
              {...field.text('euResponsibleEmail')}
            />
          </>
        )}
      </fieldset>
      <FormFooter submitting={submitting} creating={creating} />
    </ReadyForm>
  );
}
