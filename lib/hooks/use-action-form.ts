'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useActionState, useTransition } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type SubmitErrorHandler,
  type UseFormProps,
} from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from '@/lib/zod';
import type { ActionResult, FieldErrors } from '@/lib/actions/client';

/**
 * The one way the browser submits to the action client (docs/decisions/form-pattern.md).
 *
 * - `settleAction`: calls the action and reports its typed result: a refusal or a failure to
 *   reach the server is a French toast (`errorTitle`, the server's words below it), then
 *   `onFailure` (field errors, a refresh); a success calls `onSuccess` (its toast, a reset, a
 *   refresh or a navigation). It never throws.
 * - `useAction`: the same behind a transition, for a button or a dialog with no fields of its own.
 * - `useActionForm`: a react-hook-form form checked by the server's own zod schema, submitted
 *   through `settleAction`, the server's field errors landing on their fields.
 */
export type ActionHandlers<I, T> = {
  /** The error toast's title (its description is the server's message); none: no toast. */
  errorTitle?: string;
  onSuccess?: (data: T, input: I) => void;
  /**
   * After the error toast, with the server's field errors and message (`error` is undefined and
   * `fieldErrors` empty when the server was not reached).
   */
  onFailure?: (fieldErrors: FieldErrors, error?: string) => void;
};

export async function settleAction<I, T>(
  action: (input: I) => Promise<ActionResult<T>>,
  input: I,
  { errorTitle, onSuccess, onFailure }: ActionHandlers<I, T>,
): Promise<boolean> {
  const result = await action(input).catch(() => null);
  if (!result?.ok) {
    if (errorTitle) toast.error(errorTitle, { description: result?.error });
    onFailure?.(result?.fieldErrors ?? {}, result?.error);
    return false;
  }
  onSuccess?.(result.data, input);
  return true;
}

/** An action started by a button: `run(input)`, `pending` while it runs. */
export function useAction<I, T>(
  action: (input: I) => Promise<ActionResult<T>>,
  handlers: ActionHandlers<I, T>,
) {
  const [pending, start] = useTransition();
  const run = (input: I) =>
    start(async () => {
      await settleAction(action, input, handlers);
    });
  return { run, pending };
}

type Schema = z.ZodType<FieldValues, FieldValues>;

/** A posted form's result (the form sent before its script ran). */
type Posted<T> = ActionResult<T> | null;
const notPosted = async <T>(previous: Posted<T>): Promise<Posted<T>> => previous;

export function useActionForm<S extends Schema, T>({
  schema,
  defaultValues,
  action,
  focusError = false,
  withoutScript,
  onInvalid,
  mode,
  reValidateMode,
  ...handlers
}: ActionHandlers<z.output<S>, T> & {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** `values` as the schema parsed them; `typed` as they were typed (the admin forms send it). */
  action: (values: z.output<S>, typed: z.input<S>) => Promise<ActionResult<T>>;
  /** Moves the focus to the first field the server refused. */
  focusError?: boolean;
  /**
   * The same action taking the posted form, for a form that works before its script runs
   * (`<form action={formAction}>`); its result is `posted` until the script submits the form.
   */
  withoutScript?: (previous: Posted<T>, data: FormData) => Promise<Posted<T>>;
  /** The fields the schema refused in the browser (the server is not called), e.g. a toast. */
  onInvalid?: SubmitErrorHandler<z.input<S>>;
} & Pick<UseFormProps<z.input<S>>, 'mode' | 'reValidateMode'>) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode,
    reValidateMode,
  });
  const [posted, formAction] = useActionState<Posted<T>, FormData>(
    withoutScript ?? notPosted,
    null,
  );

  const onSubmit = form.handleSubmit(async (values) => {
    await settleAction((parsed: z.output<S>) => action(parsed, form.getValues()), values, {
      ...handlers,
      onFailure: (fieldErrors, error) => {
        for (const [field, message] of Object.entries(fieldErrors)) {
          if (field === '_') continue;
          form.setError(
            field as Path<z.input<S>>,
            { type: 'server', message },
            { shouldFocus: focusError },
          );
        }
        handlers.onFailure?.(fieldErrors, error);
      },
    });
  }, onInvalid);

  return {
    form,
    onSubmit,
    errors: form.formState.errors,
    submitting: form.formState.isSubmitting,
    formAction,
    /** What the server answered a form posted without script (until the script submits it). */
    posted: form.formState.isSubmitted ? null : posted,
  };
}
