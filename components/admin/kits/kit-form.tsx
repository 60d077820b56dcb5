'use client';

import { useTranslations } from 'next-intl';
import { useFieldArray } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ReadyForm } from '@/components/ui/ready-form';
import { saveKitAction } from '@/lib/admin/kits/actions';
import { KIT_PACKAGINGS, REPAIR_TYPES } from '@/lib/kits/types';
import { kitSchema, type KitInput } from '@/lib/validation/admin-kits';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../fields';
import { FormFooter } from '../form-footer';
import { useItemForm } from '../use-admin-form';

/**
 * Create or edit a repair kit: its repair type, the colour's packaging and count, its
 * components (catalogue products or variants, with quantities), its discount (the price rule:
 * the sum of the parts minus it) and whether the colour pages offer it.
 */
export function KitForm({
  initial,
  products,
}: {
  initial: KitInput;
  products: { value: string; label: string }[];
}) {
  const t = useTranslations('admin.kits');
  const { form, onSubmit, errors, field, submitting, creating } = useItemForm({
    schema: kitSchema,
    initial,
    action: saveKitAction,
    collection: 'kits',
  });
  const components = useFieldArray({ control: form.control, name: 'components' });
  const f = (key: string) => t(`fields.${key}`);
  const choices = [{ value: '', label: '—' }, ...products];
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <TextField id="kit-name" label={f('name')} required {...field.text('name')} />
      <SelectField
        id="kit-type"
        label={f('repairType')}
        options={REPAIR_TYPES.map((value) => ({ value, label: t(`types.${value}`) }))}
        {...field.select('repairType')}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          id="kit-description"
          label={f('description')}
          {...field.textarea('description')}
        />
      </div>
      <SelectField
        id="kit-packaging"
        label={f('colourProductKey')}
        options={KIT_PACKAGINGS.map((value) => ({ value, label: t(`packagings.${value}`) }))}
        {...field.select('colourProductKey')}
      />
      <TextField
        id="kit-colour-quantity"
        label={f('colourQuantity')}
        {...field.numeric('colourQuantity')}
      />
      <TextField
        id="kit-discount"
        label={f('discountPercent')}
        help={f('discountHelp')}
        {...field.numeric('discountPercent')}
      />
      <TextField id="kit-position" label={f('position')} {...field.numeric('position')} />
      <fieldset className="grid gap-3 sm:col-span-2">
        <legend className="text-sm font-medium">{f('components')}</legend>
        {errors.components?.root?.message || errors.components?.message ? (
          <p className="text-destructive text-sm" role="alert">
            {errors.components?.root?.message ?? errors.components?.message}
          </p>
        ) : null}
        {components.fields.map((component, index) => (
          <div
            key={component.id}
            className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_auto]"
            data-testid="kit-component"
          >
            <SelectField
              id={`kit-component-${index}-item`}
              label={`${f('product')} ${index + 1}`}
              options={choices}
              {...field.select(`components.${index}.item`)}
            />
            <TextField
              id={`kit-component-${index}-quantity`}
              label={`${f('quantity')} ${index + 1}`}
              {...field.numeric(`components.${index}.quantity`)}
            />
            <Button
              type="button"
              variant="outline"
              onClick={() => components.remove(index)}
              aria-label={t('fields.removeComponent', { index: index + 1 })}
            >
              ×
            </Button>
          </div>
        ))}
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => components.append({ item: '', quantity: '1' })}
          >
            {f('addComponent')}
          </Button>
        </div>
      </fieldset>
      <div className="sm:col-span-2">
        <CheckboxField
          id="kit-published"
          label={f('isPublished')}
          {...field.checkbox('isPublished')}
        />
      </div>
      <FormFooter submitting={submitting} creating={creating} className="sm:col-span-2" />
    </ReadyForm>
  );
}
