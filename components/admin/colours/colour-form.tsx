'use client';

import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { ColourSwatch } from '@/components/colour/colour-swatch';
import { Button } from '@/components/ui/button';
import { saveColourAction } from '@/lib/admin/colours/actions';
import {
  COLOUR_CATEGORIES,
  colourSchema,
  SPECIAL_EFFECTS,
  type ColourInput,
} from '@/lib/validation/admin-colours';
import { CheckboxField, SelectField, TextField } from '../fields';
import { useAdminForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';
import { adminItemPath } from '@/lib/admin/urls';

/** Create or edit a paint colour, with a live swatch of its CSS preview and effect. */
export function ColourForm({
  initial,
  makers,
}: {
  initial: ColourInput;
  makers: { id: string; name: string }[];
}) {
  const t = useTranslations('admin');
  const creating = !initial.id;
  const { form, onSubmit, errors, submitting } = useAdminForm({
    schema: colourSchema,
    defaultValues: initial,
    action: saveColourAction,
    created: creating,
    redirectTo: creating ? (data) => adminItemPath('paintColors', data.id) : undefined,
  });
  const css = useWatch({ control: form.control, name: 'cssPreview' });
  const effect = useWatch({ control: form.control, name: 'specialEffect' });
  const f = (key: string) => t(`colours.fields.${key}`);
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <TextField
        id="colour-code"
        label={f('colorCode')}
        required
        error={errors.colorCode?.message}
        inputProps={form.register('colorCode')}
      />
      <TextField
        id="colour-name"
        label={f('colorName')}
        required
        error={errors.colorName?.message}
        inputProps={form.register('colorName')}
      />
      <SelectField
        id="colour-maker"
        label={f('manufacturerId')}
        error={errors.manufacturerId?.message}
        options={[
          { value: '', label: '—' },
          ...makers.map((m) => ({ value: m.id, label: m.name })),
        ]}
        selectProps={form.register('manufacturerId')}
      />
      <SelectField
        id="colour-category"
        label={f('category')}
        error={errors.category?.message}
        options={COLOUR_CATEGORIES.map((value) => ({
          value,
          label: t(`colours.categories.${value}`),
        }))}
        selectProps={form.register('category')}
      />
      <div className="grid gap-2 sm:col-span-2 sm:grid-cols-[1fr_auto] sm:items-start">
        <TextField
          id="colour-css"
          label={f('cssPreview')}
          help={f('cssPreviewHelp')}
          error={errors.cssPreview?.message}
          inputProps={form.register('cssPreview')}
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
        error={errors.specialEffect?.message}
        options={[
          { value: '', label: t('colours.effects.none') },
          ...SPECIAL_EFFECTS.map((value) => ({ value, label: t(`colours.effects.${value}`) })),
        ]}
        selectProps={form.register('specialEffect')}
      />
      <TextField
        id="colour-legacy"
        label={f('colorCodeLegacy')}
        error={errors.colorCodeLegacy?.message}
        inputProps={form.register('colorCodeLegacy')}
      />
      <div className="grid gap-1 sm:col-span-2 sm:grid-cols-2">
        <CheckboxField
          id="colour-water"
          label={f('availableWater')}
          inputProps={form.register('availableWater')}
        />
        <CheckboxField
          id="colour-solvent"
          label={f('availableSolvent')}
          inputProps={form.register('availableSolvent')}
        />
        <CheckboxField
          id="colour-gloss"
          label={f('availableGlossDirect')}
          inputProps={form.register('availableGlossDirect')}
        />
        <CheckboxField
          id="colour-active"
          label={f('isActive')}
          inputProps={form.register('isActive')}
        />
      </div>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={submitting}>
          {submitting ? t('form.saving') : creating ? t('form.create') : t('form.save')}
        </Button>
      </div>
    </ReadyForm>
  );
}
