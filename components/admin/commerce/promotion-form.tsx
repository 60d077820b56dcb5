'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { savePromotionAction } from '@/lib/admin/commerce/actions';
import {
  PROMOTION_TYPES,
  promotionSchema,
  type PromotionInput,
} from '@/lib/validation/admin-commerce';
import { CheckboxField, SelectField, TextField } from '../fields';
import { useAdminForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';
import { adminItemPath } from '@/lib/admin/urls';

/**
 * Create or edit a promotion (`/admin/promotions/new`, `/admin/promotions/{id}`): the value's
 * label and help follow the type (a percentage, an amount in euros, nothing for free shipping).
 */
export function PromotionForm({ initial }: { initial: PromotionInput }) {
  const t = useTranslations('admin');
  const creating = !initial.id;
  const { form, onSubmit, errors, submitting } = useAdminForm({
    schema: promotionSchema,
    defaultValues: initial,
    action: savePromotionAction,
    created: creating,
    redirectTo: creating ? (data) => adminItemPath('promotions', data.id) : undefined,
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const f = (key: string) => t(`commerce.promotions.fields.${key}`);
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <TextField
        id="promotion-code"
        label={f('code')}
        help={f('codeHelp')}
        required
        error={errors.code?.message}
        inputProps={{ autoCapitalize: 'characters', ...form.register('code') }}
      />
      <TextField
        id="promotion-name"
        label={f('name')}
        required
        error={errors.name?.message}
        inputProps={form.register('name')}
      />
      <SelectField
        id="promotion-type"
        label={f('type')}
        error={errors.type?.message}
        options={PROMOTION_TYPES.map((value) => ({
          value,
          label: t(`commerce.promotions.types.${value}`),
        }))}
        selectProps={form.register('type')}
      />
      {type === 'free_shipping' ? (
        <div aria-hidden="true" />
      ) : (
        <TextField
          id="promotion-value"
          label={type === 'percentage' ? f('valuePercent') : f('valueAmount')}
          help={type === 'percentage' ? f('valuePercentHelp') : f('valueAmountHelp')}
          required
          error={errors.value?.message}
          inputProps={{ inputMode: 'decimal', ...form.register('value') }}
        />
      )}
      <TextField
        id="promotion-min"
        label={f('minOrderAmount')}
        help={f('minOrderAmountHelp')}
        error={errors.minOrderAmount?.message}
        inputProps={{ inputMode: 'decimal', ...form.register('minOrderAmount') }}
      />
      {type === 'free_shipping' ? (
        <div aria-hidden="true" />
      ) : (
        <TextField
          id="promotion-cap"
          label={f('maxDiscountAmount')}
          help={f('maxDiscountAmountHelp')}
          error={errors.maxDiscountAmount?.message}
          inputProps={{ inputMode: 'decimal', ...form.register('maxDiscountAmount') }}
        />
      )}
      <TextField
        id="promotion-from"
        label={f('validFrom')}
        required
        error={errors.validFrom?.message}
        inputProps={{ type: 'date', ...form.register('validFrom') }}
      />
      <TextField
        id="promotion-until"
        label={f('validUntil')}
        help={f('validUntilHelp')}
        error={errors.validUntil?.message}
        inputProps={{ type: 'date', ...form.register('validUntil') }}
      />
      <CheckboxField
        id="promotion-active"
        label={f('isActive')}
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
