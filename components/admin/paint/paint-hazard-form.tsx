'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ReadyForm } from '@/components/ui/ready-form';
import { savePaintHazardAction } from '@/lib/admin/paint/actions';
import { paintHazardSchema, type PaintHazardInput } from '@/lib/validation/admin-hazard';
import { TextAreaField } from '../fields';
import { HazardFields } from '../hazard-fields';
import { useAdminForm } from '../use-admin-form';

/** One paint type's CLP label, as the colour pages show it before the buy button. */
export function PaintHazardForm({ label, initial }: { label: string; initial: PaintHazardInput }) {
  const t = useTranslations('admin.hazard');
  const { onSubmit, errors, field, submitting } = useAdminForm({
    schema: paintHazardSchema,
    defaultValues: initial,
    action: savePaintHazardAction,
    successTitle: t('saved'),
  });
  const id = `paint-hazard-${initial.hazardKey}`;
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid gap-3 rounded-lg border p-4">
      <fieldset className="grid gap-3">
        <legend className="font-semibold">{label}</legend>
        <HazardFields
          id={id}
          pictograms={{
            ...field.checkbox('hazardPictograms'),
            error: errors.hazardPictograms?.message,
          }}
          signalWord={field.select('hazardSignalWord')}
          statements={field.text('hazardStatements')}
        />
        <TextAreaField
          id={`${id}-warnings`}
          label={t('safetyWarnings')}
          {...field.textarea('safetyWarnings', { rows: 3 })}
        />
      </fieldset>
      <div>
        <Button type="submit" disabled={submitting} aria-label={`${t('submit')} : ${label}`}>
          {t('submit')}
        </Button>
      </div>
    </ReadyForm>
  );
}
