'use client';

import { useTranslations } from 'next-intl';
import { saveRateAction } from '@/lib/admin/commerce/actions';
import { DESTINATIONS } from '@/lib/shipping/types';
import { rateSchema, type RateInput } from '@/lib/validation/admin-commerce';
import { SelectField, TextField } from '../fields';
import { FormFooter } from '../form-footer';
import { useItemForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';

/** Create or edit a shipping rate: a carrier's price for one zone and one weight band. */
export function RateForm({
  initial,
  carriers,
}: {
  initial: RateInput;
  carriers: { id: string; name: string }[];
}) {
  const t = useTranslations('admin.commerce.delivery');
  const { onSubmit, field, submitting, creating } = useItemForm({
    schema: rateSchema,
    initial,
    action: saveRateAction,
    collection: 'delivery',
  });
  const f = (key: string) => t(`fields.${key}`);
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <SelectField
        id="rate-carrier"
        label={f('carrierId')}
        options={carriers.map((carrier) => ({ value: carrier.id, label: carrier.name }))}
        {...field.select('carrierId')}
      />
      <SelectField
        id="rate-country"
        label={f('country')}
        options={DESTINATIONS.map((value) => ({ value, label: t(`countries.${value}`) }))}
        {...field.select('country')}
      />
      <TextField
        id="rate-min-weight"
        label={f('minWeightGrams')}
        required
        {...field.numeric('minWeightGrams')}
      />
      <TextField
        id="rate-max-weight"
        label={f('maxWeightGrams')}
        required
        {...field.numeric('maxWeightGrams')}
      />
      <TextField
        id="rate-price"
        label={f('price')}
        help={f('priceHelp')}
        required
        {...field.decimal('price')}
      />
      <TextField
        id="rate-free-from"
        label={f('freeFrom')}
        help={f('freeFromHelp')}
        {...field.decimal('freeFrom')}
      />
      <TextField
        id="rate-transit-min"
        label={f('transitDaysMin')}
        {...field.numeric('transitDaysMin')}
      />
      <TextField
        id="rate-transit-max"
        label={f('transitDaysMax')}
        {...field.numeric('transitDaysMax')}
      />
      <FormFooter submitting={submitting} creating={creating} className="sm:col-span-2" />
    </ReadyForm>
  );
}
