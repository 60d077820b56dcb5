'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import {
  get,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from '@/lib/zod';
import type { ActionResult } from '@/lib/actions/client';
import { adminItemPath, type AdminCollection } from '@/lib/admin/urls';
import { toast } from '@/lib/toast';
import { useActionForm } from '@/lib/hooks/use-action-form';

type InputProps = React.ComponentProps<'input'>;

/**
 * The props `TextField`, `TextAreaField`, `SelectField` and `CheckboxField` (./fields.tsx) take
 * for one registered field: its registration and the message of its error, read at its path
 * (`variants.0.priceTtc` too). `numeric` and `decimal` are text inputs with the matching phone
 * keyboard (the forms parse « 12,50 » themselves, so no `type="number"`).
 */
export function fieldBinder<V extends FieldValues, O>(form: UseFormReturn<V, unknown, O>) {
  const error = (name: Path<V>) =>
    (get(form.formState.errors, name) as FieldError | undefined)?.message;
  const text = (name: Path<V>, props?: InputProps) => ({
    error: error(name),
    inputProps: { ...props, ...form.register(name) },
  });
  return {
    text,
    numeric: (name: Path<V>) => text(name, { inputMode: 'numeric' }),
    decimal: (name: Path<V>) => text(name, { inputMode: 'decimal' }),
    textarea: (name: Path<V>, props?: React.ComponentProps<'textarea'>) => ({
      error: error(name),
      textareaProps: { ...props, ...form.register(name) },
    }),
    select: (name: Path<V>) => ({ error: error(name), selectProps: form.register(name) }),
    checkbox: (name: Path<V>) => ({ inputProps: form.register(name) }),
  };
}

/**
 * The admin forms' `useActionForm` (lib/hooks/use-action-form.ts): the server receives what was
 * typed (the schema's input, not its parsed output) and parses it again itself; what was typed
 * stays in the form after a refusal. After a save the page's server data is fetched again (or
 * the browser goes to `redirectTo`). `field` binds the fields (`fieldBinder`).
 */
export function useAdminForm<S extends z.ZodType<FieldValues, FieldValues>, T>({
  schema,
  defaultValues,
  action,
  redirectTo,
  created,
  successTitle,
  resetTo,
  beforeRedirect,
}: {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  action: (input: z.input<S>) => Promise<ActionResult<T>>;
  redirectTo?: (data: T) => string;
  /** Work done after a success and before going to `redirectTo` (files sent with a new item). */
  beforeRedirect?: (data: T) => Promise<unknown>;
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
      if (redirectTo && beforeRedirect)
        void beforeRedirect(data).finally(() => router.push(redirectTo(data)));
      else if (redirectTo) router.push(redirectTo(data));
      else {
        form.reset((resetTo ?? form.getValues()) as never);
        router.refresh();
      }
    },
  });
  return { form, onSubmit, errors, submitting, field: fieldBinder(form) };
}

/**
 * The form that creates or edits one item of a collection (`/admin/brands/new`,
 * `/admin/brands/<id>`): it creates when `initial` has no id yet, and then opens the new item's
 * page; an edit stays on its page, refreshed. `creating` picks the submit button's words.
 */
export function useItemForm<
  S extends z.ZodType<FieldValues, FieldValues>,
  T extends { id: string },
>({
  schema,
  initial,
  action,
  collection,
  afterCreate,
}: {
  schema: S;
  initial: DefaultValues<z.input<S>> & { id?: string };
  action: (input: z.input<S>) => Promise<ActionResult<T>>;
  collection: AdminCollection;
  /** Run once the item is created, before its page opens (its images sent, for a product). */
  afterCreate?: (data: T) => Promise<unknown>;
}) {
  const creating = !initial.id;
  const admin = useAdminForm({
    schema,
    defaultValues: initial,
    action,
    created: creating,
    redirectTo: creating ? (data) => adminItemPath(collection, data.id) : undefined,
    beforeRedirect: creating ? afterCreate : undefined,
  });
  return { ...admin, creating };
}
