'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from '@/lib/zod';
import type { ActionResult } from '@/lib/actions/client';
import { toast } from '@/lib/toast';
import { useActionForm } from '@/lib/hooks/use-action-form';

/**
 * The admin forms' `useActionForm` (lib/hooks/use-action-form.ts): the server receives what was
 * typed (the schema's input, not its parsed output) and parses it again itself; what was typed
 * stays in the form after a refusal. After a save the page's server data is fetched again (or
 * the browser goes to `redirectTo`).
 */
export function useAdminForm<S extends z.ZodType<FieldValues, FieldValues>, T>({
  schema,
  defaultValues,
  action,
  redirectTo,
  created,
  successTitle,
  resetTo,
}: {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  action: (input: z.input<S>) => Promise<ActionResult<T>>;
  redirectTo?: (data: T) => string;
  created?: boolean;
  /** The success toast's title, when « saved » / « created » is not what happened. */
  successTitle?: string;
  /** The form's values after a success (default: what was sent). */
  resetTo?: DefaultValues<z.input<S>>;
}) {
  const t = useTranslations('admin.form');
  const router = useRouter();
  const { form, onSubmit, errors, submitting } = useActionForm({
    schema,
    defaultValues,
    action: (_parsed, typed) => action(typed),
    errorTitle: t('errorTitle'),
    // A refusal may come from values that changed since the page was loaded (a stock moved by
    // orders, another admin's save): the page is read again, the typed values stay.
    onFailure: (_fieldErrors, error) => {
      if (error !== undefined) router.refresh();
    },
    onSuccess: (data) => {
      toast.success(successTitle ?? (created ? t('createdTitle') : t('savedTitle')));
      if (redirectTo) router.push(redirectTo(data));
      else {
        form.reset((resetTo ?? form.getValues()) as never);
        router.refresh();
      }
    },
  });
  return { form, onSubmit, errors, submitting };
}
