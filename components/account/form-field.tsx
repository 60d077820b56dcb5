import { Input } from '@/components/ui/input';

/** A labelled input with its error below (announced), shared by the account forms. */
export function FormField({
  id,
  label,
  error,
  required,
  inputProps,
}: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  inputProps: React.ComponentProps<'input'>;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...inputProps}
      />
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Copies an action's field errors onto a react-hook-form form. */
export function applyFieldErrors<F extends string>(
  fieldErrors: Record<string, string>,
  fields: readonly F[],
  setError: (field: F, error: { type: string; message: string }) => void,
) {
  for (const field of fields) {
    const message = fieldErrors[field];
    if (message) setError(field, { type: 'server', message });
  }
}
