'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from '@/lib/zod';
import type { ActionResult } from '@/lib/actions/client';

/**
 * The admin forms' one submit path: react-hook-form with the server's own zod schema, then the
 * admin action; the server's field errors land on their fields, a refusal is a French toast,
 * and what was typed stays in the form. After a save the page's server data is fetched again
 * (or the browser goes to `redirectTo`).
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
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
  });

  // The browser checks with the schema first; the server receives what was typed (the schema's
  // input, not its parsed output) and parses it again itself.
  const onSubmit = form.handleSubmit(async () => {
    const values = form.getValues();
    let result: ActionResult<T>;
    try {
      result = await action(values as never);
    } catch {
      toast.error(t('errorTitle'));
      return;
    }
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.fieldErrors)) {
        if (field !== '_') form.setError(field as Path<z.input<S>>, { type: 'server', message });
      }
      toast.error(t('errorTitle'), { description: result.error });
      return;
    }
    toast.success(successTitle ?? (created ? t('createdTitle') : t('savedTitle')));
    if (redirectTo) router.push(redirectTo(result.data));
    else {
      form.reset((resetTo ?? values) as never);
      router.refresh();
    }
  });

  return { form, onSubmit, errors: form.formState.errors, submitting: form.formState.isSubmitting };
}
