'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { saveProductAction, uploadProductImageAction } from '@/lib/admin/products/actions';
import { toast } from '@/lib/toast';
import { formatCents, htFromTtc, parseEuroInput } from '@/lib/money';
import {
  MAX_VARIANTS,
  PACKAGING_TYPES,
  productSchema,
  TRANSPORT_CLASSES,
  type ProductInput,
} from '@/lib/validation/admin-products';
import {
  CheckboxField,
  CheckboxGroupField,
  SelectField,
  TextAreaField,
  TextField,
} from '../fields';
import { FormFooter } from '../form-footer';
import { useItemForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';
import { HazardFields } from '../hazard-fields';

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
  // On the creation form, images chosen before « Créer » are sent once the product exists, in
  // their order, before its page opens (each checked and resized by the server).
  const images = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const sendImages = async (created: { id: string }) => {
    // The form stays busy until the page of the new product opens (no second « Créer »).
    setSending(true);
    for (const file of Array.from(images.current?.files ?? [])) {
      const body = new FormData();
      body.set('productId', created.id);
      body.set('file', file);
      const result = await uploadProductImageAction(body).catch(() => null);
      if (!result?.ok)
        toast.error(t('uploads.images'), { description: result?.error ?? t('uploads.notImage') });
    }
  };
  const { form, onSubmit, errors, field, submitting, creating } = useItemForm({
    schema: productSchema,
    initial,
    action: saveProductAction,
    collection: 'products',
    afterCreate: sendImages,
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
        <TextField id="product-name" label={f('name')} required {...field.text('name')} />
        <TextField
          id="product-slug"
          label={f('slug')}
          help={f('slugHelp')}
          {...field.text('slug')}
        />
        <TextField
          id="product-reference"
          label={f('referenceCode')}
          {...field.text('referenceCode')}
        />
        <TextField
          id="product-short"
          label={f('shortDescription')}
          {...field.text('shortDescription')}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            id="product-description"
            label={f('description')}
            {...field.textarea('description', { rows: 5 })}
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
            {...field.decimal('priceTtc')}
          />
          <HtOf ttc={price} label={f('priceHt')} />
        </div>
        <TextField
          id="product-pro-price"
          label={f('proPriceTtc')}
          help={f('proPriceHelp')}
          {...field.decimal('proPriceTtc')}
        />
        <TextField
          id="product-stock"
          label={f('stockQuantity')}
          {...field.numeric('stockQuantity')}
        />
        <CheckboxField
          id="product-unlimited"
          label={f('unlimitedStock')}
          {...field.checkbox('unlimitedStock')}
        />
        <div className="grid gap-1 sm:col-span-2">
          <CheckboxField
            id="product-reduction"
            label={f('reductionAnnounced')}
            {...field.checkbox('reductionAnnounced')}
          />
          <p className="text-muted-foreground text-sm">{f('reductionHelp')}</p>
        </div>
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
        {variants.fields.map((variant, index) => {
          const name =
            variantPrices?.[index]?.variantName || t('products.variants.legend', { n: index + 1 });
          return (
            <fieldset
              key={variant.id}
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
                {...field.text(`variants.${index}.variantName`)}
              />
              <TextField
                id={`variant-${index}-volume`}
                label={t('products.variants.volumeLiters')}
                {...field.decimal(`variants.${index}.volumeLiters`)}
              />
              <TextField
                id={`variant-${index}-reference`}
                label={t('products.variants.referenceCode')}
                {...field.text(`variants.${index}.referenceCode`)}
              />
              <div className="grid gap-1">
                <TextField
                  id={`variant-${index}-price`}
                  label={t('products.variants.priceTtc')}
                  required
                  {...field.decimal(`variants.${index}.priceTtc`)}
                />
                <HtOf ttc={variantPrices?.[index]?.priceTtc} label={f('priceHt')} />
              </div>
              <TextField
                id={`variant-${index}-stock`}
                label={t('products.variants.stockQuantity')}
                {...field.numeric(`variants.${index}.stockQuantity`)}
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
                  {...field.checkbox(`variants.${index}.isActive`)}
                />
              </div>
              <div className="sm:col-span-3">
                <CheckboxField
                  id={`variant-${index}-hazard-override`}
                  label={t('hazard.variantOverride')}
                  {...field.checkbox(`variants.${index}.hazardOverride`)}
                />
              </div>
              {variantPrices?.[index]?.hazardOverride && (
                <HazardFields
                  id={`variant-${index}-hazard`}
                  pictograms={{
                    ...field.checkbox(`variants.${index}.hazardPictograms`),
                    error: errors.variants?.[index]?.hazardPictograms?.message,
                  }}
                  signalWord={field.select(`variants.${index}.hazardSignalWord`)}
                  statements={field.text(`variants.${index}.hazardStatements`)}
                />
              )}
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
                hazardOverride: false,
                hazardPictograms: [],
                hazardSignalWord: '',
                hazardStatements: '',
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
          options={[
            { value: '', label: f('noBrand') },
            ...brands.map((b) => ({ value: b.id, label: b.name })),
          ]}
          {...field.select('brandId')}
        />
        <CheckboxGroupField
          id="product-categories"
          legend={f('categories')}
          className="grid gap-1 sm:col-span-2"
          listClassName="grid max-h-64 gap-1 overflow-y-auto rounded-md border p-2 sm:grid-cols-2"
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
          inputProps={form.register('categoryIds')}
        />
      </Section>

      <Section title={t('products.sections.shipping')}>
        <SelectField
          id="product-packaging"
          label={f('packagingType')}
          options={[
            { value: '', label: f('noPackaging') },
            ...PACKAGING_TYPES.map((value) => ({ value, label: t(`products.packaging.${value}`) })),
          ]}
          {...field.select('packagingType')}
        />
        <SelectField
          id="product-transport"
          label={f('transportClass')}
          options={TRANSPORT_CLASSES.map((value) => ({
            value,
            label: t(`products.transport.${value}`),
          }))}
          {...field.select('transportClass')}
        />
        <TextField
          id="product-volume"
          label={f('volumeLiters')}
          {...field.decimal('volumeLiters')}
        />
        <TextField id="product-weight" label={f('weightKg')} {...field.decimal('weightKg')} />
        <div className="sm:col-span-2">
          <CheckboxField
            id="product-2k"
            label={f('containsDiisocyanates')}
            {...field.checkbox('containsDiisocyanates')}
          />
        </div>
      </Section>

      <Section title={t('hazard.section')}>
        <p className="text-muted-foreground text-sm sm:col-span-2">{t('hazard.sectionHelp')}</p>
        <HazardFields
          id="product-hazard"
          pictograms={{
            ...field.checkbox('hazardPictograms'),
            error: errors.hazardPictograms?.message,
          }}
          signalWord={field.select('hazardSignalWord')}
          statements={field.text('hazardStatements')}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            id="product-safety-warnings"
            label={t('hazard.safetyWarnings')}
            {...field.textarea('safetyWarnings', { rows: 3 })}
          />
        </div>
      </Section>

      <Section title={t('products.sections.visibility')}>
        <CheckboxField id="product-active" label={f('isActive')} {...field.checkbox('isActive')} />
        <CheckboxField
          id="product-visible"
          label={f('visibleInFrontend')}
          {...field.checkbox('visibleInFrontend')}
        />
        <CheckboxField
          id="product-featured"
          label={f('isFeatured')}
          {...field.checkbox('isFeatured')}
        />
      </Section>

      {creating && (
        <Section title={t('uploads.images')}>
          <div className="grid gap-1 sm:col-span-2">
            <label htmlFor="new-product-images" className="text-sm font-medium">
              {t('uploads.chooseForNew')}
            </label>
            <input
              id="new-product-images"
              ref={images}
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp,image/avif"
              aria-describedby="new-product-images-help"
              disabled={submitting || sending}
              className="text-sm"
            />
            <p id="new-product-images-help" className="text-muted-foreground text-xs">
              {t('uploads.chooseForNewHelp')}
            </p>
          </div>
        </Section>
      )}

      <FormFooter submitting={submitting || sending} creating={creating} />
    </ReadyForm>
  );
}
