'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { saveCarrierAction } from '@/lib/admin/commerce/actions';
import { TRANSPORT_CLASSES } from '@/lib/shipping/types';
import { carrierSchema, type CarrierInput } from '@/lib/validation/admin-commerce';
import { CheckboxField, TextAreaField, TextField } from '../fields';
import { useAdminForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';
import { adminItemPath } from '@/lib/admin/urls';

/** Create or edit a carrier: its delivery times and the transport classes it accepts. */
export function CarrierForm({ initial }: { initial: CarrierInput }) {
  const t = useTranslations('admin');
  const creating = !initial.id;
  const { form, onSubmit, errors, submitting } = useAdminForm({
    schema: carrierSchema,
    defaultValues: initial,
    action: saveCarrierAction,
    created: creating,
    redirectTo: creating ? (data) => adminItemPath('carriers', data.id) : undefined,
  });
  const f = (key: string) => t(`commerce.carriers.fields.${key}`);
  const classesError = errors.acceptedClasses?.message ?? errors.acceptedClasses?.root?.message;
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <TextField
        id="carrier-name"
        label={f('name')}
        required
        error={errors.name?.message}
        inputProps={form.register('name')}
      />
      <TextField
        id="carrier-code"
        label={f('code')}
        help={f('codeHelp')}
        required
        error={errors.code?.message}
        inputProps={form.register('code')}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          id="carrier-description"
          label={f('description')}
          error={errors.description?.message}
          textareaProps={form.register('description')}
        />
      </div>
      <fieldset
        className="grid gap-1 sm:col-span-2"
        aria-describedby={classesError ? 'carrier-classes-error' : undefined}
      >
        <legend className="text-sm font-medium">{f('acceptedClasses')}</legend>
        {TRANSPORT_CLASSES.map((value) => (
          <label key={value} className="flex min-h-8 items-center gap-2 text-sm">
            <input
              type="checkbox"
              value={value}
              className="accent-primary size-4"
              {...form.register('acceptedClasses')}
            />
            {t(`commerce.carriers.classes.${value}`)}
          </label>
        ))}
        {classesError && (
          <p id="carrier-classes-error" className="text-destructive text-sm" role="alert">
            {classesError}
          </p>
        )}
      </fieldset>
      <TextField
        id="carrier-dangerous-max"
        label={f('dangerousParcelMaxGrams')}
        help={f('dangerousParcelMaxGramsHelp')}
        error={errors.dangerousParcelMaxGrams?.message}
        inputProps={{ inputMode: 'numeric', ...form.register('dangerousParcelMaxGrams') }}
      />
      <TextField
        id="carrier-position"
        label={f('position')}
        error={errors.position?.message}
        inputProps={{ inputMode: 'numeric', ...form.register('position') }}
      />
      <TextField
        id="carrier-handling-min"
        label={f('handlingDaysMin')}
        error={errors.handlingDaysMin?.message}
        inputProps={{ inputMode: 'numeric', ...form.register('handlingDaysMin') }}
      />
      <TextField
        id="carrier-handling-max"
        label={f('handlingDaysMax')}
        error={errors.handlingDaysMax?.message}
        inputProps={{ inputMode: 'numeric', ...form.register('handlingDaysMax') }}
      />
      <div className="flex flex-wrap gap-6 sm:col-span-2">
        <CheckboxField
          id="carrier-standard"
          label={f('isStandard')}
          inputProps={form.register('isStandard')}
        />
        <CheckboxField
          id="carrier-active"
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
