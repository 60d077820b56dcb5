'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { saveProPriceAction } from '@/lib/admin/commerce/actions';
import {
  PRO_PRICE_SCOPES,
  proPriceSchema,
  type ProPriceInput,
} from '@/lib/validation/admin-commerce';
import { SelectField, TextField } from '../fields';
import { FormFooter } from '../form-footer';
import { useItemForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';

type Option = { id: string; name: string };

/**
 * Create or edit a professional price by brand or category (`/admin/promotions/prix-pro/new`,
 * `/admin/promotions/prix-pro/{id}`): the target's list follows the scope.
 */
export function ProPriceForm({
  initial,
  brands,
  categories,
}: {
  initial: ProPriceInput;
  brands: Option[];
  categories: Option[];
}) {
  const t = useTranslations('admin.commerce.proPrices');
  const { form, onSubmit, field, submitting, creating } = useItemForm({
    schema: proPriceSchema,
    initial,
    action: saveProPriceAction,
    collection: 'proPrices',
  });
  const scope = useWatch({ control: form.control, name: 'scope' });
  const f = (key: string) => t(`fields.${key}`);
  const choices = (options: Option[]) => [
    { value: '', label: f('choose') },
    ...options.map((o) => ({ value: o.id, label: o.name })),
  ];
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-4 sm:grid-cols-2">
      <SelectField
        id="pro-price-scope"
        label={f('scope')}
        options={PRO_PRICE_SCOPES.map((value) => ({ value, label: t(`scopes.${value}`) }))}
        {...field.select('scope')}
      />
      {scope === 'brand' ? (
        <SelectField
          id="pro-price-brand"
          label={f('brandId')}
          options={choices(brands)}
          {...field.select('brandId')}
        />
      ) : (
        <SelectField
          id="pro-price-category"
          label={f('categoryId')}
          options={choices(categories)}
          {...field.select('categoryId')}
        />
      )}
      <TextField
        id="pro-price-percent"
        label={f('discountPercent')}
        help={f('discountPercentHelp')}
        required
        {...field.numeric('discountPercent')}
      />
      <FormFooter submitting={submitting} creating={creating} className="sm:col-span-2" />
    </ReadyForm>
  );
}
