'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { savePromotionAction } from '@/lib/admin/commerce/actions';
import {
  PROMOTION_TYPES,
  promotionSchema,
  type PromotionInput,
} from '@/lib/validation/admin-commerce';
import { CheckboxField, SelectField, TextField } from '../fields';
import { FormFooter } from '../form-footer';
import { useItemForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';

/**
 * Create or edit a promotion (`/admin/promotions/new`, `/admin/promotions/{id}`): the value's
 * label and help follow the type (a percentage, an amount in euros, nothing for free shipping).
 */
export function PromotionForm({ initial }: { initial: PromotionInput }) {
  const t = useTranslations('admin.commerce.promotions');
  const { form, onSubmit, field, submitting, creating } = useItemForm({
    schema: promotionSchema,
    initial,
    action: savePromotionAction,
    collection: 'promotions',
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const f = (key: string) => t(`fields.${key}`);
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <TextField
        id="promotion-code"
        label={f('code')}
        help={f('codeHelp')}
        required
        {...field.text('code', { autoCapitalize: 'characters' })}
      />
      <TextField id="promotion-name" label={f('name')} required {...field.text('name')} />
      <SelectField
        id="promotion-type"
        label={f('type')}
        options={PROMOTION_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        {...field.select('type')}
      />
      {type === 'free_shipping' ? (
        <div aria-hidden="true" />
      ) : (
        <TextField
          id="promotion-value"
          label={type === 'percentage' ? f('valuePercent') : f('valueAmount')}
          help={type === 'percentage' ? f('valuePercentHelp') : f('valueAmountHelp')}
          required
          {...field.decimal('value')}
        />
      )}
      <TextField
        id="promotion-min"
        label={f('minOrderAmount')}
        help={f('minOrderAmountHelp')}
        {...field.decimal('minOrderAmount')}
      />
      {type === 'free_shipping' ? (
        <div aria-hidden="true" />
      ) : (
        <TextField
          id="promotion-cap"
          label={f('maxDiscountAmount')}
          help={f('maxDiscountAmountHelp')}
          {...field.decimal('maxDiscountAmount')}
        />
      )}
      <TextField
        id="promotion-from"
        label={f('validFrom')}
        required
        {...field.text('validFrom', { type: 'date' })}
      />
      <TextField
        id="promotion-until"
        label={f('validUntil')}
        help={f('validUntilHelp')}
        {...field.text('validUntil', { type: 'date' })}
      />
      <CheckboxField id="promotion-active" label={f('isActive')} {...field.checkbox('isActive')} />
      <FormFooter submitting={submitting} creating={creating} className="sm:col-span-2" />
    </ReadyForm>
  );
}
