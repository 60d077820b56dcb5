'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { saveRateAction } from '@/lib/admin/commerce/actions';
import { DESTINATIONS } from '@/lib/shipping/types';
import { rateSchema, type RateInput } from '@/lib/validation/admin-commerce';
import { SelectField, TextField } from '../fields';
import { useAdminForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';
import { adminItemPath } from '@/lib/admin/urls';

/** Create or edit a shipping rate: a carrier's price for one zone and one weight band. */
export function RateForm({
  initial,
  carriers,
}: {
  initial: RateInput;
  carriers: { id: string; name: string }[];
}) {
  const t = useTranslations('admin');
  const creating = !initial.id;
  const { form, onSubmit, errors, submitting } = useAdminForm({
    schema: rateSchema,
    defaultValues: initial,
    action: saveRateAction,
    created: creating,
    redirectTo: creating ? (data) => adminItemPath('delivery', data.id) : undefined,
  });
  const f = (key: string) => t(`commerce.delivery.fields.${key}`);
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <SelectField
        id="rate-carrier"
        label={f('carrierId')}
        error={errors.carrierId?.message}
        options={carriers.map((carrier) => ({ value: carrier.id, label: carrier.name }))}
        selectProps={form.register('carrierId')}
      />
      <SelectField
        id="rate-country"
        label={f('country')}
        error={errors.country?.message}
        options={DESTINATIONS.map((value) => ({
          value,
          label: t(`commerce.delivery.countries.${value}`),
        }))}
        selectProps={form.register('country')}
      />
      <TextField
        id="rate-min-weight"
        label={f('minWeightGrams')}
        required
        error={errors.minWeightGrams?.message}
        inputProps={{ inputMode: 'numeric', ...form.register('minWeightGrams') }}
      />
      <TextField
        id="rate-max-weight"
        label={f('maxWeightGrams')}
        required
        error={errors.maxWeightGrams?.message}
        inputProps={{ inputMode: 'numeric', ...form.register('maxWeightGrams') }}
      />
      <TextField
        id="rate-price"
        label={f('price')}
        help={f('priceHelp')}
        required
        error={errors.price?.message}
        inputProps={{ inputMode: 'decimal', ...form.register('price') }}
      />
      <TextField
        id="rate-free-from"
        label={f('freeFrom')}
        help={f('freeFromHelp')}
        error={errors.freeFrom?.message}
        inputProps={{ inputMode: 'decimal', ...form.register('freeFrom') }}
      />
      <TextField
        id="rate-transit-min"
        label={f('transitDaysMin')}
        error={errors.transitDaysMin?.message}
        inputProps={{ inputMode: 'numeric', ...form.register('transitDaysMin') }}
      />
      <TextField
        id="rate-transit-max"
        label={f('transitDaysMax')}
        error={errors.transitDaysMax?.message}
        inputProps={{ inputMode: 'numeric', ...form.register('transitDaysMax') }}
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={submitting}>
          {submitting ? t('form.saving') : creating ? t('form.create') : t('form.save')}
        </Button>
      </div>
    </ReadyForm>
  );
}
