'use client';

import { useTranslations } from 'next-intl';
import { isColourProductKey, normalisePaintTypes } from '@/lib/colours/paint-types';
import { priceFor, toPaintConfig } from '@/lib/colours/pricing';
import { volumeLabel } from '@/lib/format';
import { formatCents } from '@/lib/money';
import { pricingFromGrid, type GridCell } from '@/lib/validation/admin-paint';

type Cell = { volume: string; paintType: string | null };

/**
 * What the colour page's configurator will show with the values being typed: the same reading
 * of the configuration (`toPaintConfig`), the same price rule (`priceFor`), the same volume and
 * money formats and the storefront's own texts. Choosing a cell (focusing it in the grid or
 * picking it here) shows its TTC and HT prices.
 */
export function PaintConfigPreview({
  productKey,
  title,
  description,
  paintTypes,
  volumes,
  prices,
  isActive,
  selected,
  onSelect,
}: {
  productKey: string;
  title: string;
  description: string;
  paintTypes: string[];
  volumes: string[];
  prices: GridCell[];
  isActive: boolean;
  selected: Cell | null;
  onSelect: (cell: Cell) => void;
}) {
  const t = useTranslations('colours.configurator');
  const ta = useTranslations('admin.paint.products.preview');
  const config = toPaintConfig({
    id: productKey,
    productKey,
    title,
    description: description || null,
    paintTypes,
    volumes,
    hasVolumeFilter: true,
    pricing: pricingFromGrid(volumes, paintTypes, prices),
  });
  const options = normalisePaintTypes(paintTypes);
  const volume =
    selected && config.volumes.includes(selected.volume) ? selected.volume : config.volumes[0];
  const paintType =
    options.length === 0
      ? null
      : selected?.paintType && paintTypes.includes(selected.paintType)
        ? selected.paintType
        : options[0]!.value;
  const price = priceFor(config, volume, paintType);
  const typeLabel = isColourProductKey(productKey) ? t(`productTypes.${productKey}`) : title;

  return (
    <aside
      aria-labelledby="config-preview"
      className="grid h-fit gap-3 rounded-lg border p-4"
      data-testid="apercu-configurateur"
    >
      <h2 id="config-preview" className="font-semibold">
        {ta('title')}
      </h2>
      <p className="text-muted-foreground text-xs">{ta('help')}</p>
      {!isActive && <p className="text-destructive text-sm">{ta('inactive')}</p>}
      <dl className="grid gap-1 text-sm">
        <dt className="text-muted-foreground">{ta('productType')}</dt>
        <dd className="font-medium">{typeLabel}</dd>
      </dl>
      {config.description && <p className="text-sm">{config.description}</p>}
      {options.length > 0 && (
        <div className="grid gap-1">
          <label htmlFor="preview-paint" className="text-sm font-medium">
            {t('paintType')}
          </label>
          <select
            id="preview-paint"
            className="border-input h-9 rounded-md border bg-transparent px-2 text-sm"
            value={paintType ?? ''}
            onChange={(e) => onSelect({ volume: volume ?? '', paintType: e.target.value })}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
      {config.volumes.length > 0 && (
        <div className="grid gap-1">
          <label htmlFor="preview-volume" className="text-sm font-medium">
            {t('volume')}
          </label>
          <select
            id="preview-volume"
            className="border-input h-9 rounded-md border bg-transparent px-2 text-sm"
            value={volume ?? ''}
            onChange={(e) => onSelect({ volume: e.target.value, paintType })}
          >
            {config.volumes.map((v) => (
              <option key={v} value={v}>
                {volumeLabel(v)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="grid gap-0.5" aria-live="polite">
        <p className="text-sm">{t('priceTtc')}</p>
        <p className="text-xl font-semibold" data-testid="apercu-prix-ttc">
          {formatCents(price.ttcCents)}
        </p>
        <p className="text-muted-foreground text-sm" data-testid="apercu-prix-ht">
          {t('priceHt', { price: formatCents(price.htCents) })}
        </p>
        {price.ttcCents === 0 && <p className="text-sm">{ta('noPrice')}</p>}
      </div>
    </aside>
  );
}
