'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { ColourSwatch } from '@/components/colour/colour-swatch';
import { saveColourAction } from '@/lib/admin/colours/actions';
import {
  COLOUR_CATEGORIES,
  colourSchema,
  SPECIAL_EFFECTS,
  type ColourInput,
} from '@/lib/validation/admin-colours';
import { CheckboxField, SelectField, TextField } from '../fields';
import { FormFooter } from '../form-footer';
import { useItemForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';

/** Create or edit a paint colour, with a live swatch of its CSS preview and effect. */
export function ColourForm({
  initial,
  makers,
}: {
  initial: ColourInput;
  makers: { id: string; name: string }[];
}) {
  const t = useTranslations('admin.colours');
  const { form, onSubmit, field, submitting, creating } = useItemForm({
    schema: colourSchema,
    initial,
    action: saveColourAction,
    collection: 'paintColors',
  });
  const css = useWatch({ control: form.control, name: 'cssPreview' });
  const effect = useWatch({ control: form.control, name: 'specialEffect' });
  const f = (key: string) => t(`fields.${key}`);
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <TextField id="colour-code" label={f('colorCode')} required {...field.text('colorCode')} />
      <TextField id="colour-name" label={f('colorName')} required {...field.text('colorName')} />
      <SelectField
        id="colour-maker"
        label={f('manufacturerId')}
        options={[
          { value: '', label: '—' },
          ...makers.map((m) => ({ value: m.id, label: m.name })),
        ]}
        {...field.select('manufacturerId')}
      />
      <SelectField
        id="colour-category"
        label={f('category')}
        options={COLOUR_CATEGORIES.map((value) => ({
          value,
          label: t(`categories.${value}`),
        }))}
        {...field.select('category')}
      />
      <div className="grid gap-2 sm:col-span-2 sm:grid-cols-[1fr_auto] sm:items-start">
        <TextField
          id="colour-css"
          label={f('cssPreview')}
          help={f('cssPreviewHelp')}
          {...field.text('cssPreview')}
        />
        <figure className="grid justify-items-center gap-1">
          <ColourSwatch
            cssPreview={css ?? null}
            effect={(effect || null) as never}
            className="size-24 rounded-md border"
          />
          <figcaption className="text-muted-foreground text-xs">{f('preview')}</figcaption>
        </figure>
      </div>
      <SelectField
        id="colour-effect"
        label={f('specialEffect')}
        options={[
          { value: '', label: t('effects.none') },
          ...SPECIAL_EFFECTS.map((value) => ({ value, label: t(`effects.${value}`) })),
        ]}
        {...field.select('specialEffect')}
      />
      <TextField
        id="colour-legacy"
        label={f('colorCodeLegacy')}
        {...field.text('colorCodeLegacy')}
      />
      <div className="grid gap-1 sm:col-span-2 sm:grid-cols-2">
        <CheckboxField
          id="colour-water"
          label={f('availableWater')}
          {...field.checkbox('availableWater')}
        />
        <CheckboxField
          id="colour-solvent"
          label={f('availableSolvent')}
          {...field.checkbox('availableSolvent')}
        />
        <CheckboxField
          id="colour-gloss"
          label={f('availableGlossDirect')}
          {...field.checkbox('availableGlossDirect')}
        />
        <CheckboxField id="colour-active" label={f('isActive')} {...field.checkbox('isActive')} />
      </div>
      <FormFooter submitting={submitting} creating={creating} className="sm:col-span-2" />
    </ReadyForm>
  );
}
