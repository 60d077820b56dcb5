import {
  get,
  useFormState,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { Input } from '@/components/ui/input';

/** A labelled input with its error below (announced), shared by the account forms. */
function FormField({
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

/**
 * A `FormField` bound to a react-hook-form field: registered on the form, its error (the
 * browser's check or the server's) read from the form. The rest are the input's own attributes.
 */
export function BoundField<V extends FieldValues, O>({
  form,
  name,
  id,
  label,
  required,
  ...inputProps
}: {
  form: UseFormReturn<V, unknown, O>;
  name: Path<V>;
  id: string;
  label: string;
  required?: boolean;
} & Omit<React.ComponentProps<'input'>, 'form' | 'name' | 'id' | 'required'>) {
  const { errors } = useFormState({ control: form.control, name });
  const error = (get(errors, name) as { message?: unknown } | undefined)?.message;
  return (
    <FormField
      id={id}
      label={label}
      error={typeof error === 'string' ? error : undefined}
      required={required}
      inputProps={{ ...inputProps, ...form.register(name) }}
    />
  );
}
