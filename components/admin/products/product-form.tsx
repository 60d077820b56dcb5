'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { saveProductAction } from '@/lib/admin/products/actions';
import { formatCents, htFromTtc, parseEuroInput } from '@/lib/money';
import {
  MAX_VARIANTS,
  PACKAGING_TYPES,
  productSchema,
  TRANSPORT_CLASSES,
  type ProductInput,
} from '@/lib/validation/admin-products';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../fields';
import { useAdminForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';
import { adminItemPath } from '@/lib/admin/urls';

type Option = { id: string; name: string };

/** « 12,50 » typed → « HT : 10,42 € » shown beside it (the server computes the same). */
function HtOf({ ttc, label }: { ttc: string | undefined; label: string }) {
  const cents = parseEuroInput(ttc ?? '');
  return (
    <p className="text-muted-foreground text-xs" aria-live="polite">
      {label} : {cents === null ? '—' : formatCents(htFromTtc(cents))}
    </p>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4 sm:grid-cols-2">
      <legend className="px-1 font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Create or edit a product: its data, TTC prices with their HT beside them, variants (added,
 * removed, one default), brand and categories, packaging and transport class, visibility.
 */
export function ProductForm({
  initial,
  brands,
  categories,
}: {
  initial: ProductInput;
  brands: Option[];
  categories: Option[];
}) {
  const t = useTranslations('admin');
  const creating = !initial.id;
  const { form, onSubmit, errors, submitting } = useAdminForm({
    schema: productSchema,
    defaultValues: initial,
    action: saveProductAction,
    created: creating,
    redirectTo: creating ? (data) => adminItemPath('products', data.id) : undefined,
  });
  const variants = useFieldArray({ control: form.control, name: 'variants' });
  // What the server checks a save against (the row's version, the stock as shown) follows the
  // page: after a save, an image change or a refusal the page is read again, and the next save
  // is checked against what it then showed, the values typed meanwhile kept.
  useEffect(() => {
    form.setValue('version', initial.version);
    form.setValue('stockLoaded', initial.stockLoaded);
    const loaded = new Map(initial.variants.map((v) => [v.id, v.stockLoaded]));
    form.getValues('variants').forEach((variant, index) => {
      if (variant.id && loaded.has(variant.id))
        form.setValue(`variants.${index}.stockLoaded`, loaded.get(variant.id));
    });
  }, [form, initial]);
  const price = useWatch({ control: form.control, name: 'priceTtc' });
  const variantPrices = useWatch({ control: form.control, name: 'variants' });
  const f = (key: string) => t(`products.fields.${key}`);

  const makeDefault = (index: number) =>
    variants.fields.forEach((_, i) => form.setValue(`variants.${i}.isDefault`, i === index));

  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-4xl gap-6">
      <Section title={t('products.sections.general')}>
        <TextField
          id="product-name"
          label={f('name')}
          required
          error={errors.name?.message}
          inputProps={form.register('name')}
        />
        <TextField
          id="product-slug"
          label={f('slug')}
          help={f('slugHelp')}
          error={errors.slug?.message}
          inputProps={form.register('slug')}
        />
        <TextField
          id="product-reference"
          label={f('referenceCode')}
          error={errors.referenceCode?.message}
          inputProps={form.register('referenceCode')}
        />
        <TextField
          id="product-short"
          label={f('shortDescription')}
          error={errors.shortDescription?.message}
          inputProps={form.register('shortDescription')}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            id="product-description"
            label={f('description')}
            error={errors.description?.message}
            textareaProps={{ rows: 5, ...form.register('description') }}
          />
        </div>
      </Section>

      <Section title={t('products.sections.prices')}>
        <div className="grid gap-1">
          <TextField
            id="product-price"
            label={f('priceTtc')}
            required
            help={f('priceHelp')}
            error={errors.priceTtc?.message}
            inputProps={{ inputMode: 'decimal', ...form.register('priceTtc') }}
          />
          <HtOf ttc={price} label={f('priceHt')} />
        </div>
        <TextField
          id="product-pro-price"
          label={f('proPriceTtc')}
          help={f('proPriceHelp')}
          error={errors.proPriceTtc?.message}
          inputProps={{ inputMode: 'decimal', ...form.register('proPriceTtc') }}
        />
        <TextField
          id="product-stock"
          label={f('stockQuantity')}
          error={errors.stockQuantity?.message}
          inputProps={{ inputMode: 'numeric', ...form.register('stockQuantity') }}
        />
        <CheckboxField
          id="product-unlimited"
          label={f('unlimitedStock')}
          inputProps={form.register('unlimitedStock')}
        />
      </Section>

      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 font-semibold">{t('products.sections.variants')}</legend>
        {errors.variants?.message && (
          <p className="text-destructive text-sm" role="alert">
            {errors.variants.message}
          </p>
        )}
        {errors.variants?.root?.message && (
          <p className="text-destructive text-sm" role="alert">
            {errors.variants.root.message}
          </p>
        )}
        {variants.fields.length === 0 && (
          <p className="text-muted-foreground text-sm">{t('products.variants.none')}</p>
        )}
        {variants.fields.map((field, index) => {
          const e = errors.variants?.[index];
          const name =
            variantPrices?.[index]?.variantName || t('products.variants.legend', { n: index + 1 });
          return (
            <fieldset
              key={field.id}
              className="grid gap-3 rounded-md border p-3 sm:grid-cols-3"
              data-testid="variant"
            >
              <legend className="px-1 text-sm font-medium">
                {t('products.variants.legend', { n: index + 1 })}
              </legend>
              <TextField
                id={`variant-${index}-name`}
                label={t('products.variants.name')}
                required
                error={e?.variantName?.message}
                inputProps={form.register(`variants.${index}.variantName`)}
              />
              <TextField
                id={`variant-${index}-volume`}
                label={t('products.variants.volumeLiters')}
                error={e?.volumeLiters?.message}
                inputProps={{
                  inputMode: 'decimal',
                  ...form.register(`variants.${index}.volumeLiters`),
                }}
              />
              <TextField
                id={`variant-${index}-reference`}
                label={t('products.variants.referenceCode')}
                error={e?.referenceCode?.message}
                inputProps={form.register(`variants.${index}.referenceCode`)}
              />
              <div className="grid gap-1">
                <TextField
                  id={`variant-${index}-price`}
                  label={t('products.variants.priceTtc')}
                  required
                  error={e?.priceTtc?.message}
                  inputProps={{
                    inputMode: 'decimal',
                    ...form.register(`variants.${index}.priceTtc`),
                  }}
                />
                <HtOf ttc={variantPrices?.[index]?.priceTtc} label={f('priceHt')} />
              </div>
              <TextField
                id={`variant-${index}-stock`}
                label={t('products.variants.stockQuantity')}
                error={e?.stockQuantity?.message}
                inputProps={{
                  inputMode: 'numeric',
                  ...form.register(`variants.${index}.stockQuantity`),
                }}
              />
              <div className="grid content-start gap-1">
                <div className="flex min-h-9 items-center gap-2">
                  <input
                    id={`variant-${index}-default`}
                    type="radio"
                    name="default-variant"
                    className="accent-primary size-4"
                    checked={Boolean(variantPrices?.[index]?.isDefault)}
                    onChange={() => makeDefault(index)}
                  />
                  <label htmlFor={`variant-${index}-default`} className="text-sm font-medium">
                    {t('products.variants.isDefault')}
                  </label>
                </div>
                <CheckboxField
                  id={`variant-${index}-active`}
                  label={t('products.variants.isActive')}
                  inputProps={form.register(`variants.${index}.isActive`)}
                />
              </div>
              <div className="sm:col-span-3">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => variants.remove(index)}
                >
                  {t('products.variants.remove', { name })}
                </Button>
              </div>
            </fieldset>
          );
        })}
        <div>
          <Button
            type="button"
            variant="secondary"
            disabled={variants.fields.length >= MAX_VARIANTS}
            onClick={() =>
              variants.append({
                variantName: '',
                volumeLiters: '',
                referenceCode: '',
                priceTtc: '',
                stockQuantity: '0',
                isDefault: variants.fields.length === 0,
                isActive: true,
              })
            }
          >
            {t('products.variants.add')}
          </Button>
        </div>
      </fieldset>

      <Section title={t('products.sections.catalogue')}>
        <SelectField
          id="product-brand"
          label={f('brandId')}
          error={errors.brandId?.message}
          options={[
            { value: '', label: f('noBrand') },
            ...brands.map((b) => ({ value: b.id, label: b.name })),
          ]}
          selectProps={form.register('brandId')}
        />
        <fieldset className="grid gap-1 sm:col-span-2">
          <legend className="text-sm font-medium">{f('categories')}</legend>
          <div className="grid max-h-64 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2">
            {categories.map((category) => (
              <label key={category.id} className="flex min-h-8 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={category.id}
                  className="accent-primary size-4"
                  {...form.register('categoryIds')}
                />
                {category.name}
              </label>
            ))}
          </div>
        </fieldset>
      </Section>

      <Section title={t('products.sections.shipping')}>
        <SelectField
          id="product-packaging"
          label={f('packagingType')}
          error={errors.packagingType?.message}
          options={[
            { value: '', label: f('noPackaging') },
            ...PACKAGING_TYPES.map((value) => ({ value, label: t(`products.packaging.${value}`) })),
          ]}
          selectProps={form.register('packagingType')}
        />
        <SelectField
          id="product-transport"
          label={f('transportClass')}
          error={errors.transportClass?.message}
          options={TRANSPORT_CLASSES.map((value) => ({
            value,
            label: t(`products.transport.${value}`),
          }))}
          selectProps={form.register('transportClass')}
        />
        <TextField
          id="product-volume"
          label={f('volumeLiters')}
          error={errors.volumeLiters?.message}
          inputProps={{ inputMode: 'decimal', ...form.register('volumeLiters') }}
        />
        <TextField
          id="product-weight"
          label={f('weightKg')}
          error={errors.weightKg?.message}
          inputProps={{ inputMode: 'decimal', ...form.register('weightKg') }}
        />
        <div className="sm:col-span-2">
          <CheckboxField
            id="product-2k"
            label={f('containsDiisocyanates')}
            inputProps={form.register('containsDiisocyanates')}
          />
        </div>
      </Section>

      <Section title={t('products.sections.visibility')}>
        <CheckboxField
          id="product-active"
          label={f('isActive')}
          inputProps={form.register('isActive')}
        />
        <CheckboxField
          id="product-visible"
          label={f('visibleInFrontend')}
          inputProps={form.register('visibleInFrontend')}
        />
        <CheckboxField
          id="product-featured"
          label={f('isFeatured')}
          inputProps={form.register('isFeatured')}
        />
      </Section>

      <div>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('form.saving') : creating ? t('form.create') : t('form.save')}
        </Button>
      </div>
    </ReadyForm>
  );
}
