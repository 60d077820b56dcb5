'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { searchOrderProductsAction } from '@/lib/admin/orders/edit-actions';
import type { ProductChoice } from '@/lib/admin/orders/for-customer';
import { useAction } from '@/lib/hooks/use-action-form';
import { formatCents } from '@/lib/money';
import { CheckboxField, TextField } from '../fields';
import { ColourLinePicker } from './colour-line-picker';
import { SearchBox } from './search-box';

export { SearchBox };

export type EditedLine = {
  key: string;
  name: string;
  quantity: number;
  /** A colour line added by code: made to order, the customer's acknowledgement is asked. */
  colour?: boolean;
};

/**
 * The lines of an order being edited or taken by phone: each quantity (0 removes the line on
 * save, « Retirer » at once) and a product search by name or reference to add one. Prices are
 * the server's: the form shows them once « Calculer le total » has asked.
 */
export function OrderLinesEditor({
  idPrefix,
  lines,
  onChange,
  paint,
}: {
  idPrefix: 'edit' | 'phone';
  lines: EditedLine[];
  onChange: (lines: EditedLine[]) => void;
  /** The customer's acknowledgement that colour paint is made to order (no withdrawal). */
  paint: { acknowledged: boolean; onChange: (acknowledged: boolean) => void };
}) {
  const t = useTranslations('admin.orderEdit');
  const tc = useTranslations('admin.orderEdit.colourLine');
  // The route just left stays mounted, hidden, after a client navigation (the phone order's
  // editor, then the edit's, at the same place in their trees: useId gives both the same id), so
  // each form names its own fields (`idPrefix`) or a label would point at the hidden field.
  const id = idPrefix;
  const [found, setFound] = useState<ProductChoice[] | null>(null);
  const search = useAction(searchOrderProductsAction, {
    errorTitle: t('errorTitle'),
    onSuccess: (data) => setFound(data),
  });
  const setQuantity = (key: string, quantity: number) =>
    onChange(lines.map((l) => (l.key === key ? { ...l, quantity } : l)));
  const add = (line: EditedLine) => {
    const same = lines.find((l) => l.key === line.key);
    onChange(
      same
        ? lines.map((l) =>
            l.key === line.key ? { ...l, quantity: l.quantity + line.quantity } : l,
          )
        : [...lines, line],
    );
  };
  return (
    <>
      <fieldset className="grid gap-3">
        <legend className="font-medium">{t('lines')}</legend>
        {lines.length === 0 && <p className="text-muted-foreground text-sm">{t('noLines')}</p>}
        <ul className="grid gap-2">
          {lines.map((line, index) => (
            <li key={line.key} className="flex flex-wrap items-end gap-3" data-testid="edited-line">
              <div className="w-28">
                <TextField
                  id={`${id}-quantity-${index}`}
                  label={t('quantity', { name: line.name })}
                  inputProps={{
                    type: 'number',
                    inputMode: 'numeric',
                    min: 0,
                    max: 999,
                    value: line.quantity,
                    onChange: (event) =>
                      setQuantity(
                        line.key,
                        Math.max(0, Math.trunc(Number(event.target.value) || 0)),
                      ),
                  }}
                />
              </div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={t('remove', { name: line.name })}
                onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
              >
                {t('removeShort')}
              </Button>
            </li>
          ))}
        </ul>
        <SearchBox
          id={`${id}-search`}
          label={t('productSearch')}
          pending={search.pending}
          onSearch={(query) => search.run({ query })}
        />
        {found && (
          <ul className="grid gap-1 text-sm" aria-live="polite">
            {found.length === 0 && <li>{t('noProduct')}</li>}
            {found.map((choice) => (
              <li key={choice.key} className="flex items-center gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  onClick={() => add({ key: choice.key, name: choice.name, quantity: 1 })}
                >
                  {t('add', { name: choice.name })}
                </Button>
                <span className="text-muted-foreground">
                  {choice.referenceCode ?? ''} · {formatCents(choice.priceTtc)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <fieldset className="grid gap-3">
        <legend className="font-medium">{tc('legend')}</legend>
        <ColourLinePicker idPrefix={idPrefix} onAdd={add} />
        {lines.some((l) => l.colour) && (
          <CheckboxField
            id={`${id}-paint-acknowledged`}
            label={tc('acknowledged')}
            inputProps={{
              checked: paint.acknowledged,
              onChange: (event) => paint.onChange(event.target.checked),
            }}
          />
        )}
      </fieldset>
    </>
  );
}

/** The lines and choices a total was computed for: a save is offered only for those. */
export function signature(...parts: unknown[]): string {
  return JSON.stringify(parts);
}
