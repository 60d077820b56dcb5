'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { bulkEditProductsAction, previewBulkPriceAction } from '@/lib/admin/products/actions';
import type { BulkPricePreview } from '@/lib/admin/products/bulk-price';
import { useAction } from '@/lib/hooks/use-action-form';
import { formatCents } from '@/lib/money';
import { ROUNDING_LABELS, ROUNDINGS, type Rounding } from '@/lib/price-rounding';
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

/** What the form sends (as typed: the server's schema parses it). */
type BulkInput = {
  ids: string[];
  all: boolean;
  seenStock: Record<string, number>;
  stockQuantity: string;
  pricePercent: string;
  rounding: Rounding;
};

/**
 * Bulk edit of the selected rows (or, for prices, the whole catalogue): a new stock and/or a
 * price change in percent with its rounding. A price change is previewed first (how many
 * prices change, a few before → after) and written on « Confirmer la variation »; the list then
 * offers « Annuler cette modification » (`BulkPriceUndo`). A stock alone is applied at once.
 */
export function BulkEdit() {
  const t = useTranslations('admin.products.bulk');
  const router = useRouter();
  const [count, setCount] = useState(0);
  const [all, setAll] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<{ input: BulkInput; data: BulkPricePreview } | null>(null);

  // The row checkboxes sit in the table, outside this form (`form="…"`): their change events
  // bubble through the table, not the form, so the count listens on the document. A preview
  // is of one selection: another selection asks for a new one.
  useEffect(() => {
    const update = (event: Event) => {
      const target = event.target as HTMLElement | null;
      // A row's checkbox, or the form itself (« Tout sélectionner » dispatches on it).
      if (target?.getAttribute('form') === BULK_FORM_ID || target?.id === BULK_FORM_ID) {
        setCount(selectedIds().length);
        setPreview(null);
      }
    };
    document.addEventListener('change', update);
    return () => document.removeEventListener('change', update);
  }, []);

  const failed = (fieldErrors: Record<string, string>) => {
    setErrors(fieldErrors);
    // A refusal because orders moved the stock: the list then shows the current one.
    router.refresh();
  };

  const { run: apply, pending: applying } = useAction(
    ({ input }: { input: BulkInput; form: HTMLFormElement }) => bulkEditProductsAction(input),
    {
      errorTitle: t('title'),
      onFailure: failed,
      onSuccess: ({ count }, { form }) => {
        setErrors({});
        setPreview(null);
        setAll(false);
        toast.success(t('doneTitle'), { description: t('doneText', { count }) });
        form.reset();
        router.refresh();
      },
    },
  );

  const { run: previewRun, pending: previewing } = useAction(
    ({ input }: { input: BulkInput }) => previewBulkPriceAction(input),
    {
      errorTitle: t('title'),
      onFailure: (fieldErrors) => setErrors(fieldErrors),
      onSuccess: (data, { input }) => {
        setErrors({});
        setPreview({ input, data });
      },
    },
  );

  const inputOf = (form: HTMLFormElement): BulkInput => {
    const data = new FormData(form);
    const checkedAll = data.get('all') === 'on';
    return {
      ids: checkedAll ? [] : selectedIds(),
      all: checkedAll,
      seenStock: seenStock(),
      stockQuantity: String(data.get('stockQuantity') ?? ''),
      pricePercent: String(data.get('pricePercent') ?? ''),
      rounding: String(data.get('rounding') ?? 'none') as Rounding,
    };
  };

  const field = (name: 'stockQuantity' | 'pricePercent', label: string, help: string) => (
    <div className="grid gap-1">
      <label htmlFor={`bulk-${name}`} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={`bulk-${name}`}
        name={name}
        inputMode="decimal"
        disabled={name === 'stockQuantity' && all}
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

  const pending = applying || previewing;
  return (
    <ReadyForm
      id={BULK_FORM_ID}
      aria-label={t('title')}
      className="bg-muted/40 flex flex-wrap items-start gap-4 rounded-lg border p-3"
      onChange={() => setPreview(null)}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const input = inputOf(form);
        if (input.pricePercent.trim() === '') apply({ input, form });
        else previewRun({ input });
      }}
    >
      <p className="w-full text-sm font-medium" aria-live="polite">
        {t('title')} — {count > 0 ? t('selected', { count }) : t('selectedNone')}
      </p>
      {field('stockQuantity', t('stock'), t('stockHelp'))}
      {field('pricePercent', t('percent'), t('percentHelp'))}
      <div className="grid gap-1">
        <label htmlFor="bulk-rounding" className="text-sm font-medium">
          {t('rounding')}
        </label>
        <select
          id="bulk-rounding"
          name="rounding"
          defaultValue="none"
          aria-describedby="bulk-rounding-help"
          className="border-input h-9 rounded-md border bg-transparent px-2 text-sm"
        >
          {ROUNDINGS.map((value) => (
            <option key={value} value={value}>
              {t(ROUNDING_LABELS[value])}
            </option>
          ))}
        </select>
        <p id="bulk-rounding-help" className="text-muted-foreground max-w-56 text-xs">
          {t('roundingHelp')}
        </p>
      </div>
      <Button type="submit" className="self-end" disabled={pending || (count === 0 && !all)}>
        {t('apply')}
      </Button>
      <div className="flex w-full items-start gap-2">
        <input
          id="bulk-all"
          name="all"
          type="checkbox"
          checked={all}
          onChange={(event) => setAll(event.target.checked)}
          aria-describedby="bulk-all-help"
          className="accent-primary mt-0.5 size-4"
        />
        <div>
          <label htmlFor="bulk-all" className="text-sm">
            {t('all')}
          </label>
          <p id="bulk-all-help" className="text-muted-foreground text-xs">
            {t('allHelp')}
          </p>
        </div>
      </div>
      {errors.ids && (
        <p role="alert" className="text-destructive w-full text-sm">
          {errors.ids}
        </p>
      )}
      {preview && (
        <section
          aria-labelledby="bulk-preview-title"
          className="bg-background grid w-full gap-2 rounded-md border p-3"
        >
          <h2 id="bulk-preview-title" className="text-sm font-semibold">
            {t('previewTitle')}
          </h2>
          <p role="status" className="text-sm">
            {t('previewCounts', {
              products: preview.data.products,
              variants: preview.data.variants,
            })}
          </p>
          {preview.data.examples.length > 0 && (
            <>
              <h3 className="text-muted-foreground text-xs font-medium">{t('previewExamples')}</h3>
              <ul className="grid gap-1 text-sm">
                {preview.data.examples.map((example, index) => (
                  <li key={index}>
                    {t('previewExample', {
                      name: example.name,
                      before: formatCents(example.beforeTtc),
                      after: formatCents(example.afterTtc),
                    })}
                  </li>
                ))}
              </ul>
            </>
          )}
          {preview.input.stockQuantity.trim() !== '' && (
            <p className="text-sm">{t('previewStock')}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              disabled={
                pending ||
                (preview.data.products === 0 && preview.input.stockQuantity.trim() === '')
              }
              onClick={(event) => {
                const form = event.currentTarget.form;
                if (form) apply({ input: preview.input, form });
              }}
            >
              {t('confirm')}
            </Button>
            <Button type="button" variant="outline" onClick={() => setPreview(null)}>
              {t('back')}
            </Button>
          </div>
        </section>
      )}
    </ReadyForm>
  );
}
