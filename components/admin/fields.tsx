import { Textarea } from '@/components/ui/textarea';

type Described = { id: string; error?: string; help?: string };

function describedBy({ id, error, help }: Described) {
  return (
    [help ? `${id}-help` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  );
}

function Messages({ id, error, help }: Described) {
  return (
    <>
      {help && (
        <p id={`${id}-help`} className="text-muted-foreground text-xs">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm" role="alert">
          {error}
        </p>
      )}
    </>
  );
}

/** A labelled text input with help and error (admin forms). */
export function TextField({
  label,
  required,
  inputProps,
  ...described
}: Described & { label: string; required?: boolean; inputProps: React.ComponentProps<'input'> }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={described.id} className="text-sm font-medium">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={described.id}
        aria-invalid={described.error ? true : undefined}
        aria-describedby={describedBy(described)}
        className="border-input focus-visible:ring-ring/50 aria-invalid:border-destructive h-9 w-full rounded-md border bg-transparent px-3 text-sm outline-none focus-visible:ring-[3px]"
        {...inputProps}
      />
      <Messages {...described} />
    </div>
  );
}

export function TextAreaField({
  label,
  textareaProps,
  ...described
}: Described & { label: string; textareaProps: React.ComponentProps<'textarea'> }) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={described.id} className="text-sm font-medium">
        {label}
      </label>
      <Textarea
        id={described.id}
        aria-invalid={described.error ? true : undefined}
        aria-describedby={describedBy(described)}
        {...textareaProps}
      />
      <Messages {...described} />
    </div>
  );
}

export function SelectField({
  label,
  options,
  selectProps,
  ...described
}: Described & {
  label: string;
  options: { value: string; label: string }[];
  selectProps: React.ComponentProps<'select'>;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={described.id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={described.id}
        aria-invalid={described.error ? true : undefined}
        aria-describedby={describedBy(described)}
        className="border-input h-9 rounded-md border bg-transparent px-2 text-sm"
        {...selectProps}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages {...described} />
    </div>
  );
}

export function CheckboxField({
  label,
  inputProps,
  ...described
}: Described & { label: string; inputProps: React.ComponentProps<'input'> }) {
  return (
    <div className="grid gap-1">
      <div className="flex min-h-9 items-center gap-2">
        <input
          id={described.id}
          type="checkbox"
          className="accent-primary size-4"
          aria-describedby={describedBy(described)}
          {...inputProps}
        />
        <label htmlFor={described.id} className="text-sm font-medium">
          {label}
        </label>
      </div>
      <Messages {...described} />
    </div>
  );
}

/**
 * A set of checkboxes filling one array field (`{...form.register('categoryIds')}` as
 * `inputProps`): a fieldset whose legend names the set; `listClassName` boxes the boxes (a long,
 * scrolling list); an error is said below and described by.
 */
export function CheckboxGroupField({
  id,
  legend,
  className,
  listClassName,
  options,
  inputProps,
  error,
}: {
  id: string;
  legend: string;
  className?: string;
  listClassName?: string;
  options: { value: string; label: string }[];
  inputProps: React.ComponentProps<'input'>;
  error?: string;
}) {
  const boxes = options.map((option) => (
    <label key={option.value} className="flex min-h-8 items-center gap-2 text-sm">
      <input
        type="checkbox"
        value={option.value}
        className="accent-primary size-4"
        {...inputProps}
      />
      {option.label}
    </label>
  ));
  return (
    <fieldset className={className} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {listClassName ? <div className={listClassName}>{boxes}</div> : boxes}
      <Messages id={id} error={error} />
    </fieldset>
  );
}
