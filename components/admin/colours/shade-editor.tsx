'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { ReadyForm } from '@/components/ui/ready-form';
import { saveShadeAction } from '@/lib/admin/colours/actions';
import { shadeSchema, type ShadeInput } from '@/lib/validation/admin-shades';
import { CheckboxField, TextField } from '../fields';
import { FormFooter } from '../form-footer';
import { useAdminForm } from '../use-admin-form';

/**
 * « Modifier » one shade variant of a colour, or « Ajouter une variante » (no `initial.id`), in
 * a dialog on the colour's admin page (issue 41 §1). The server checks everything again and
 * keeps one « standard » per colour; after a save the dialog closes and the page is read again.
 */
export function ShadeEditor({ initial, name }: { initial: ShadeInput; name?: string }) {
  const t = useTranslations('admin.colours.shades');
  const [open, setOpen] = useState(false);
  const creating = !initial.id;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          size={creating ? 'default' : 'sm'}
          aria-label={creating ? undefined : t('editLabel', { name: name ?? '' })}
        >
          {creating ? t('add') : t('edit')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{creating ? t('addTitle') : t('editTitle', { name: name ?? '' })}</DialogTitle>
        <ShadeForm initial={initial} close={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ShadeForm({ initial, close }: { initial: ShadeInput; close: () => void }) {
  const t = useTranslations('admin.colours.shades.fields');
  const creating = !initial.id;
  const { onSubmit, field, submitting } = useAdminForm({
    schema: shadeSchema,
    defaultValues: initial,
    created: creating,
    action: async (input: ShadeInput) => {
      const result = await saveShadeAction(input);
      if (result.ok) close();
      return result;
    },
  });
  const id = (key: string) => `shade-${initial.id ?? 'new'}-${key}`;
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
      <TextField id={id('name')} label={t('name')} required {...field.text('name')} />
      <TextField id={id('code')} label={t('variantCode')} {...field.text('variantCode')} />
      <TextField id={id('from')} label={t('yearFrom')} {...field.numeric('yearFrom')} />
      <TextField id={id('to')} label={t('yearTo')} {...field.numeric('yearTo')} />
      <div className="sm:col-span-2">
        <TextField id={id('models')} label={t('models')} {...field.text('models')} />
      </div>
      <TextField id={id('hex')} label={t('swatchHex')} {...field.text('swatchHex')} />
      <TextField id={id('position')} label={t('position')} {...field.numeric('position')} />
      <div className="sm:col-span-2">
        <CheckboxField
          id={id('standard')}
          label={t('isStandard')}
          {...field.checkbox('isStandard')}
        />
      </div>
      <FormFooter submitting={submitting} creating={creating} className="sm:col-span-2" />
    </ReadyForm>
  );
}
