'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { savePromotionAction } from '@/lib/admin/commerce/actions';
import {
  PROMOTION_CUSTOMER_TYPES,
  PROMOTION_TYPES,
  promotionSchema,
  type PromotionInput,
} from '@/lib/validation/admin-commerce';
import { CheckboxField, CheckboxGroupField, SelectField, TextField } from '../fields';
import { FormFooter } from '../form-footer';
import { useItemForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';

type Option = { id: string; name: string };
const LIST = 'grid max-h-48 gap-1 overflow-y-auto rounded-md border p-2';

/**
 * Create or edit a promotion (`/admin/promotions/new`, `/admin/promotions/{id}`): the value's
 * label and help follow the type (a percentage, an amount in euros, nothing for free shipping).
 */
export function PromotionForm({
  initial,
  usesCount = 0,
  brands,
  categories,
}: {
  initial: PromotionInput;
  /** Uses recorded so far (the total limit's help). */
  usesCount?: number;
  brands: Option[];
  categories: Option[];
}) {
  const t = useTranslations('admin.commerce.promotions');
  const { form, onSubmit, field, submitting, creating } = useItemForm({
    schema: promotionSchema,
    initial,
    action: savePromotionAction,
    collection: 'promotions',
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const f = (key: string) => t(`fields.${key}`);
  const l = (key: string, values?: { count: number }) => t(`limits.${key}`, values);
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
      <fieldset className="grid gap-4 border-t pt-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="font-semibold">{l('title')}</legend>
        <CheckboxField
          id="promotion-first-order"
          label={l('firstOrderOnly')}
          {...field.checkbox('firstOrderOnly')}
        />
        <SelectField
          id="promotion-customer-type"
          label={l('customerType')}
          options={PROMOTION_CUSTOMER_TYPES.map((value) => ({
            value,
            label: l(`customerTypes.${value || 'all'}`),
          }))}
          {...field.select('customerType')}
        />
        <TextField
          id="promotion-uses-per-customer"
          label={l('maxUsesPerCustomer')}
          help={l('maxUsesPerCustomerHelp')}
          {...field.numeric('maxUsesPerCustomer')}
        />
        <TextField
          id="promotion-max-uses"
          label={l('maxUses')}
          help={l('maxUsesHelp', { count: usesCount })}
          {...field.numeric('maxUses')}
        />
        <CheckboxField
          id="promotion-combinable"
          label={l('combinableWithPro')}
          help={l('combinableHelp')}
          {...field.checkbox('combinableWithPro')}
        />
        <p className="text-muted-foreground text-sm sm:col-span-2">{l('restrictionHelp')}</p>
        <CheckboxGroupField
          id="promotion-brands"
          legend={l('brands')}
          className="grid gap-1"
          listClassName={LIST}
          options={brands.map((b) => ({ value: b.id, label: b.name }))}
          inputProps={form.register('brandIds')}
        />
        <CheckboxGroupField
          id="promotion-categories"
          legend={l('categories')}
          className="grid gap-1"
          listClassName={LIST}
          options={categories.map((c) => ({ value: c.id, label: c.name }))}
          inputProps={form.register('categoryIds')}
        />
      </fieldset>
      <FormFooter submitting={submitting} creating={creating} className="sm:col-span-2" />
    </ReadyForm>
  );
}
