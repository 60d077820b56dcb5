'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { ColourChoice } from '@/lib/admin/orders/colour-lines';
import { searchOrderColoursAction } from '@/lib/admin/orders/edit-actions';
import { colourLineName, colourVariantId } from '@/lib/colours/cart-line';
import {
  addBlocker,
  initialSelection,
  offeredPaintTypes,
  selectionPrice,
  type Selection,
} from '@/lib/colours/configurator';
import { COLOUR_PRODUCT_KEYS, isPen } from '@/lib/colours/paint-types';
import { defaultShade } from '@/lib/colours/shades';
import { volumeLabel } from '@/lib/format';
import { useAction } from '@/lib/hooks/use-action-form';
import { formatCents } from '@/lib/money';
import { SelectField, TextField } from '../fields';
import type { EditedLine } from './order-lines-editor';
import { SearchBox } from './search-box';

const colourTitle = (c: ColourChoice['colour']) =>
  [c.manufacturer?.name, c.code, c.name].filter(Boolean).join(' ');

/**
 * Colour paint by the maker's code (« QNG », « EWP »): the colour, then its product type, paint
 * type, volume and shade variant as the colour page's configurator offers them (its own rules:
 * `initialSelection`, `addBlocker`), and a quantity. The line is the shopper's line
 * (`colourVariantId`); the price shown is the configurator's, the order's is the server's.
 */
export function ColourLinePicker({
  idPrefix,
  onAdd,
}: {
  idPrefix: 'edit' | 'phone';
  onAdd: (line: EditedLine) => void;
}) {
  const t = useTranslations('admin.orderEdit.colourLine');
  const te = useTranslations('admin.orderEdit');
  const ts = useTranslations('shades');
  const tc = useTranslations('colours.configurator');
  const id = `${idPrefix}-colour`;
  const [found, setFound] = useState<ColourChoice[] | null>(null);
  const [chosen, setChosen] = useState<ColourChoice | null>(null);
  const [selection, setSelection] = useState<Selection | null>(null);
  const [shadeId, setShadeId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const search = useAction(searchOrderColoursAction, {
    errorTitle: te('errorTitle'),
    onSuccess: (data) => setFound(data),
  });
  const choose = (choice: ColourChoice) => {
    const first = COLOUR_PRODUCT_KEYS.find((key) => choice.configs[key]) ?? null;
    setChosen(choice);
    setFound(null);
    setSelection(
      first ? initialSelection(first, choice.configs[first], choice.availability) : null,
    );
    setShadeId(defaultShade(choice.shades)?.id ?? null);
    setQuantity(1);
  };
  const config = chosen && selection ? chosen.configs[selection.productKey] : undefined;
  const blocker = chosen && selection ? addBlocker(selection, config, chosen.availability) : null;
  const price = selection ? selectionPrice(selection, config).ttcCents : 0;
  const paintTypes = chosen ? offeredPaintTypes(config, chosen.availability) : [];
  const shade = chosen?.shades.find((s) => s.id === shadeId) ?? null;

  const add = () => {
    if (!chosen || !selection?.volume || !config || blocker) return;
    const shadeLabel = shade
      ? shade.variantCode
        ? ts('lineLabelCode', { name: shade.name, code: shade.variantCode })
        : ts('lineLabel', { name: shade.name })
      : undefined;
    onAdd({
      key: `${chosen.colour.id}-${colourVariantId(
        selection.productKey,
        selection.paintType,
        selection.volume,
        undefined,
        shade?.id,
      )}`,
      name: colourLineName(
        config,
        chosen.colour,
        selection.paintType,
        selection.volume,
        undefined,
        shadeLabel,
      ),
      quantity,
      colour: true,
    });
  };

  return (
    <div className="grid gap-3">
      <SearchBox
        id={`${id}-search`}
        label={t('search')}
        help={t('searchHelp')}
        pending={search.pending}
        onSearch={(query) => search.run({ query })}
      />
      {found && (
        <ul className="grid gap-1 text-sm" aria-live="polite">
          {found.length === 0 && <li>{t('noColour')}</li>}
          {found.map((choice) => (
            <li key={choice.colour.id}>
              <Button type="button" size="sm" variant="secondary" onClick={() => choose(choice)}>
                {t('choose', { name: colourTitle(choice.colour) })}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {chosen && selection && (
        <div className="grid gap-3 rounded-md border p-3" data-testid="colour-line">
          <p className="text-sm font-medium">{t('chosen', { name: colourTitle(chosen.colour) })}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              id={`${id}-product`}
              label={t('product')}
              options={COLOUR_PRODUCT_KEYS.filter((key) => chosen.configs[key]).map((key) => ({
                value: key,
                label: chosen.configs[key]!.title,
              }))}
              selectProps={{
                value: selection.productKey,
                onChange: (event) =>
                  setSelection(
                    initialSelection(
                      event.target.value,
                      chosen.configs[event.target.value],
                      chosen.availability,
                    ),
                  ),
              }}
            />
            {paintTypes.length > 0 && (
              <SelectField
                id={`${id}-paint`}
                label={t('paintType')}
                // The pen starts without one (the configurator's rule): « Choisissez… » first.
                options={[
                  ...(isPen(selection.productKey)
                    ? [{ value: '', label: tc('choosePaintType') }]
                    : []),
                  ...paintTypes.map((p) => ({ value: p.value, label: p.label })),
                ]}
                selectProps={{
                  value: selection.paintType ?? '',
                  onChange: (event) =>
                    setSelection({ ...selection, paintType: event.target.value || null }),
                }}
              />
            )}
            <SelectField
              id={`${id}-volume`}
              label={t('volume')}
              options={(config?.volumes ?? []).map((v) => ({ value: v, label: volumeLabel(v) }))}
              selectProps={{
                value: selection.volume ?? '',
                onChange: (event) => setSelection({ ...selection, volume: event.target.value }),
              }}
            />
            {chosen.shades.length > 0 && (
              <SelectField
                id={`${id}-shade`}
                label={t('shade')}
                options={chosen.shades.map((s) => ({
                  value: s.id,
                  label: s.variantCode ? `${s.name} (${s.variantCode})` : s.name,
                }))}
                selectProps={{
                  value: shadeId ?? '',
                  onChange: (event) => setShadeId(event.target.value),
                }}
              />
            )}
            <TextField
              id={`${id}-quantity`}
              label={t('quantity')}
              inputProps={{
                type: 'number',
                inputMode: 'numeric',
                min: 1,
                max: 999,
                value: quantity,
                onChange: (event) =>
                  setQuantity(
                    Math.min(999, Math.max(1, Math.trunc(Number(event.target.value) || 1))),
                  ),
              }}
            />
          </div>
          <p className="text-sm" aria-live="polite">
            {blocker ? t('unpriced') : t('price', { amount: formatCents(price) })}
          </p>
          <div>
            <Button type="button" variant="outline" disabled={Boolean(blocker)} onClick={add}>
              {t('add')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
