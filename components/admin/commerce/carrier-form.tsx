'use client';

import { useTranslations } from 'next-intl';
import { saveCarrierAction } from '@/lib/admin/commerce/actions';
import { TRANSPORT_CLASSES } from '@/lib/shipping/types';
import { carrierSchema, type CarrierInput } from '@/lib/validation/admin-commerce';
import { CheckboxField, CheckboxGroupField, TextAreaField, TextField } from '../fields';
import { FormFooter } from '../form-footer';
import { useItemForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';

/** Create or edit a carrier: its delivery times and the transport classes it accepts. */
export function CarrierForm({ initial }: { initial: CarrierInput }) {
  const t = useTranslations('admin.commerce.carriers');
  const { form, onSubmit, errors, field, submitting, creating } = useItemForm({
    schema: carrierSchema,
    initial,
    action: saveCarrierAction,
    collection: 'carriers',
  });
  const f = (key: string) => t(`fields.${key}`);
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <TextField id="carrier-name" label={f('name')} required {...field.text('name')} />
      <TextField
        id="carrier-code"
        label={f('code')}
        help={f('codeHelp')}
        required
        {...field.text('code')}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          id="carrier-description"
          label={f('description')}
          {...field.textarea('description')}
        />
      </div>
      <CheckboxGroupField
        id="carrier-classes"
        legend={f('acceptedClasses')}
        className="grid gap-1 sm:col-span-2"
        options={TRANSPORT_CLASSES.map((value) => ({ value, label: t(`classes.${value}`) }))}
        inputProps={form.register('acceptedClasses')}
        error={errors.acceptedClasses?.message ?? errors.acceptedClasses?.root?.message}
      />
      <TextField
        id="carrier-dangerous-max"
        label={f('dangerousParcelMaxGrams')}
        help={f('dangerousParcelMaxGramsHelp')}
        {...field.numeric('dangerousParcelMaxGrams')}
      />
      <TextField id="carrier-position" label={f('position')} {...field.numeric('position')} />
      <TextField
        id="carrier-handling-min"
        label={f('handlingDaysMin')}
        {...field.numeric('handlingDaysMin')}
      />
      <TextField
        id="carrier-handling-max"
        label={f('handlingDaysMax')}
        {...field.numeric('handlingDaysMax')}
      />
      <div className="flex flex-wrap gap-6 sm:col-span-2">
        <CheckboxField
          id="carrier-standard"
          label={f('isStandard')}
          {...field.checkbox('isStandard')}
        />
        <CheckboxField id="carrier-active" label={f('isActive')} {...field.checkbox('isActive')} />
      </div>
      <FormFooter submitting={submitting} creating={creating} className="sm:col-span-2" />
    </ReadyForm>
  );
}
