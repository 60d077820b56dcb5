import type { ComponentProps } from 'react';

/**
 * The honeypot of the public forms (lib/actions/public-form.ts): a labelled text field moved
 * off-screen and out of the tab order; people never fill it, form-filling bots do.
 */
export function HoneypotField({
  id,
  label,
  ...input
}: { id: string; label: string } & ComponentProps<'input'>) {
  return (
    <div className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...input} />
    </div>
  );
}
