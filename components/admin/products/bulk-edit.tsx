'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { bulkEditProductsAction } from '@/lib/admin/products/actions';
import { useAction } from '@/lib/hooks/use-action-form';
import { ReadyForm } from '@/components/ui/ready-form';

export const BULK_FORM_ID = 'bulk-products';

/** The page's row checkboxes belong to this form (`form="bulk-products"`). */
function selectedRows(): HTMLInputElement[] {
  return [
    ...document.querySelectorAll<HTMLInputElement>(
      `input[form="${BULK_FORM_ID}"][name="ids"]:checked`,
    ),
  ];
}

const selectedIds = () => selectedRows().map((input) => input.value);

/** The stock each selected row shows (`data-stock`), for the server to check it is still so. */
function seenStock(): Record<string, number> {
  return Object.fromEntries(
    selectedRows().flatMap((input) =>
      input.dataset.stock === undefined ? [] : [[input.value, Number(input.dataset.stock)]],
    ),
  );
}

/** « Tout sélectionner sur cette page ». */
export function SelectAll() {
  const t = useTranslations('admin.products');
  return (
    <input
      type="checkbox"
      aria-label={t('selectAll')}
      className="accent-primary size-4"
      onChange={(event) => {
        document
          .querySelectorAll<HTMLInputElement>(`input[form="${BULK_FORM_ID}"][name="ids"]`)
          .forEach((input) => (input.checked = event.target.checked));
        document
          .getElementById(BULK_FORM_ID)
          ?.dispatchEvent(new Event('change', { bubbles: true }));
      }}
    />
  );
}

/**
 * Bulk edit of the selected rows: a new stock and/or a price change in percent, checked by the
 * server's schema, applied in one transaction, then the list shows the new values.
 */
export function BulkEdit() {
  const t = useTranslations('admin.products.bulk');
  const router = useRouter();
  const [count, setCount] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});

  // The row checkboxes sit in the table, outside this form (`form="…"`): their change events
  // bubble through the table, not the form, so the count listens on the document.
  useEffect(() => {
    const update = (event: Event) => {
      const target = event.target as HTMLInputElement | null;
      if (target?.getAttribute('form') === BULK_FORM_ID) setCount(selectedIds().length);
    };
    document.addEventListener('change', update);
    return () => document.removeEventListener('change', update);
  }, []);

  const { run: submit, pending } = useAction(
    (form: HTMLFormElement) => {
      const data = new FormData(form);
      return bulkEditProductsAction({
        ids: selectedIds(),
        seenStock: seenStock(),
        stockQuantity: String(data.get('stockQuantity') ?? ''),
        pricePercent: String(data.get('pricePercent') ?? ''),
      });
    },
    {
      errorTitle: t('title'),
      onFailure: (fieldErrors) => {
        setErrors(fieldErrors);
        // A refusal because orders moved the stock: the list then shows the current one.
        router.refresh();
      },
      onSuccess: ({ count }, form) => {
        setErrors({});
        toast.success(t('doneTitle'), { description: t('doneText', { count }) });
        form.reset();
        router.refresh();
      },
    },
  );

  const field = (name: 'stockQuantity' | 'pricePercent', label: string, help: string) => (
    <div className="grid gap-1">
      <label htmlFor={`bulk-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`bulk-${name}`}
        name={name}
        inputMode="decimal"
        aria-describedby={`bulk-${name}-help${errors[name] ? ` bulk-${name}-error` : ''}`}
        aria-invalid={errors[name] ? true : undefined}
        className="border-input h-9 w-40 rounded-md border bg-transparent px-3 text-sm"
      />
      <p id={`bulk-${name}-help`} className="text-muted-foreground max-w-56 text-xs">
        {help}
      </p>
      {errors[name] && (
        <p id={`bulk-${name}-error`} role="alert" className="text-destructive max-w-56 text-sm">
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <ReadyForm
      id={BULK_FORM_ID}
      aria-label={t('title')}
      className="bg-muted/40 flex flex-wrap items-start gap-4 rounded-lg border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget);
      }}
    >
      <p className="w-full text-sm font-medium" aria-live="polite">
        {t('title')} — {count > 0 ? t('selected', { count }) : t('selectedNone')}
      </p>
      {field('stockQuantity', t('stock'), t('stockHelp'))}
      {field('pricePercent', t('percent'), t('percentHelp'))}
      <Button type="submit" className="self-end" disabled={pending || count === 0}>
        {t('apply')}
      </Button>
    </ReadyForm>
  );
}
