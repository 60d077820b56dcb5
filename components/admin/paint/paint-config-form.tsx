'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo, useState } from 'react';
import { toast } from '@/lib/toast';
import { AdminTable, type AdminColumn } from '@/components/admin/admin-table';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { savePaintConfigAction } from '@/lib/admin/paint/actions';
import { useAction } from '@/lib/hooks/use-action-form';
import { PAINT_TYPE_LABELS, type PaintTypeValue } from '@/lib/colours/paint-types';
import { priceFor, type PaintConfig } from '@/lib/colours/pricing';
import { volumeLabel } from '@/lib/format';
import { centsInput, VAT_RATE_PERCENT } from '@/lib/money';
import {
  PAINT_TYPE_VALUES,
  paintConfigSchema,
  type GridCell,
  type PaintConfigInput,
} from '@/lib/validation/admin-paint';
import { TextField } from '../fields';
import { PaintConfigPreview } from './paint-config-preview';
import { ReadyForm } from '@/components/ui/ready-form';

const cellKey = (volume: string, paintType: string | null) => `${volume}\u0000${paintType ?? ''}`;

/** The grid's starting values: the configuration's prices as the colour page reads them. */
function initialCells(config: PaintConfig): Record<string, string> {
  const cells: Record<string, string> = {};
  const types = config.paintTypes.length ? config.paintTypes.map((p) => p.value) : [null];
  for (const volume of config.volumes)
    for (const type of types) {
      const { ttcCents } = priceFor(config, volume, type);
      if (ttcCents > 0) cells[cellKey(volume, type)] = centsInput(ttcCents);
    }
  return cells;
}

function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * A paint product configuration (`/admin/paint-products/{id}`): texts, paint types, volumes and
 * the pricing grid volume × paint type typed in euros TTC, with a live preview of the colour
 * page's configurator. The server parses the same schema again and answers per cell.
 */
export function PaintConfigForm({
  config,
  isActive: initiallyActive,
}: {
  config: PaintConfig;
  isActive: boolean;
}) {
  const t = useTranslations('admin');
  const router = useRouter();
  const [title, setTitle] = useState(config.title);
  const [description, setDescription] = useState(config.description ?? '');
  const [paintTypes, setPaintTypes] = useState<string[]>(config.paintTypes.map((p) => p.value));
  const [volumesText, setVolumesText] = useState(config.volumes.join('\n'));
  const [hasVolumeFilter, setHasVolumeFilter] = useState(config.hasVolumeFilter);
  const [isActive, setIsActive] = useState(initiallyActive);
  const [cells, setCells] = useState(() => initialCells(config));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [focused, setFocused] = useState<{ volume: string; paintType: string | null } | null>(null);

  const volumes = useMemo(() => linesOf(volumesText), [volumesText]);
  const columns: (string | null)[] = paintTypes.length ? paintTypes : [null];
  const prices: GridCell[] = volumes.flatMap((volume) =>
    columns.map((paintType) => ({
      volume,
      paintType,
      ttc: cells[cellKey(volume, paintType)] ?? '',
    })),
  );
  const payload: PaintConfigInput = {
    id: config.id,
    title,
    description,
    paintTypes: paintTypes as PaintTypeValue[],
    volumes,
    hasVolumeFilter,
    isActive,
    prices,
  };

  /** Field errors keyed by the form's own names (a grid cell by its volume and paint type). */
  function errorsOf(fieldErrors: Record<string, string>): Record<string, string> {
    const out: Record<string, string> = {};
    for (const [path, message] of Object.entries(fieldErrors)) {
      const cell = /^prices\.(\d+)\.ttc$/.exec(path);
      const priced = cell ? prices[Number(cell[1])] : undefined;
      if (priced) out[cellKey(priced.volume, priced.paintType)] = message;
      else out[path.startsWith('volumes') ? 'volumes' : path] ??= message;
    }
    return out;
  }

  const { run, pending } = useAction(savePaintConfigAction, {
    errorTitle: t('form.errorTitle'),
    // Unreached server (no message): the errors shown stay.
    onFailure: (fieldErrors, error) => {
      if (error !== undefined) setErrors(errorsOf(fieldErrors));
    },
    onSuccess: () => {
      setErrors({});
      toast.success(t('form.savedTitle'));
      router.refresh();
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = paintConfigSchema.safeParse(payload);
    if (!checked.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of checked.error.issues)
        fieldErrors[issue.path.map(String).join('.')] ??= issue.message;
      setErrors(errorsOf(fieldErrors));
      toast.error(t('form.errorTitle'), { description: t('paint.validation.gridInvalid') });
      return;
    }
    run(payload);
  };

  const toggleType = (value: string, on: boolean) =>
    setPaintTypes((current) =>
      on
        ? PAINT_TYPE_VALUES.filter((v) => v === value || current.includes(v))
        : current.filter((v) => v !== value),
    );

  const described = (id: string, error?: string) => (error ? `${id}-error` : undefined);

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <ReadyForm noValidate onSubmit={submit} className="grid gap-4" aria-label={config.title}>
        <TextField
          id="config-title"
          label={t('paint.products.fields.title')}
          required
          error={errors.title}
          inputProps={{ value: title, onChange: (e) => setTitle(e.target.value) }}
        />
        <div className="grid gap-1.5">
          <label htmlFor="config-description" className="text-sm font-medium">
            {t('paint.products.fields.description')}
          </label>
          <Textarea
            id="config-description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={described('config-description', errors.description)}
          />
          {errors.description && (
            <p id="config-description-error" className="text-destructive text-sm" role="alert">
              {errors.description}
            </p>
          )}
        </div>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{t('paint.products.fields.paintTypes')}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {PAINT_TYPE_VALUES.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="accent-primary size-4"
                  checked={paintTypes.includes(value)}
                  onChange={(e) => toggleType(value, e.target.checked)}
                />
                {PAINT_TYPE_LABELS[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-1.5">
          <label htmlFor="config-volumes" className="text-sm font-medium">
            {t('paint.products.fields.volumes')}
          </label>
          <p id="config-volumes-help" className="text-muted-foreground text-xs">
            {t('paint.products.fields.volumesHelp')}
          </p>
          <Textarea
            id="config-volumes"
            rows={3}
            value={volumesText}
            onChange={(e) => setVolumesText(e.target.value)}
            aria-invalid={errors.volumes ? true : undefined}
            aria-describedby={['config-volumes-help', described('config-volumes', errors.volumes)]
              .filter(Boolean)
              .join(' ')}
          />
          {errors.volumes && (
            <p id="config-volumes-error" className="text-destructive text-sm" role="alert">
              {errors.volumes}
            </p>
          )}
        </div>

        <section aria-labelledby="pricing-grid" className="grid gap-2">
          <h2 id="pricing-grid" className="font-semibold">
            {t('paint.products.grid.title')}
          </h2>
          <p className="text-muted-foreground text-xs">
            {t('paint.products.grid.help', { rate: VAT_RATE_PERCENT })}
          </p>
          {volumes.length === 0 ? (
            <p className="text-sm">{t('paint.products.grid.empty')}</p>
          ) : (
            <AdminTable
              className="w-auto"
              caption={t('paint.products.grid.caption')}
              testId="grille-prix"
              rows={volumes}
              rowKey={(volume) => volume}
              rowProps={() => ({ className: 'align-top' })}
              columns={[
                {
                  key: 'volume',
                  header: t('paint.products.grid.volume'),
                  className: 'p-2',
                  rowHeader: true,
                  // As the customer reads it (« 0,5 L »): the key stays as typed.
                  cell: (volume) => volumeLabel(volume),
                },
                ...columns.map((type): AdminColumn<string> => ({
                  key: type ?? '-',
                  header: type
                    ? PAINT_TYPE_LABELS[type as PaintTypeValue]
                    : t('paint.products.grid.price'),
                  className: 'p-2',
                  cell: (volume) => {
                    const key = cellKey(volume, type);
                    const error = errors[key];
                    const id = `cell-${volumes.indexOf(volume)}-${type ?? 'prix'}`;
                    return (
                      <>
                        <input
                          id={id}
                          inputMode="decimal"
                          aria-label={
                            type
                              ? t('paint.products.grid.cellLabel', {
                                  volume,
                                  paintType: PAINT_TYPE_LABELS[type as PaintTypeValue],
                                })
                              : t('paint.products.grid.cellLabelSingle', { volume })
                          }
                          aria-invalid={error ? true : undefined}
                          aria-describedby={described(id, error)}
                          value={cells[key] ?? ''}
                          onFocus={() => setFocused({ volume, paintType: type })}
                          onChange={(e) =>
                            setCells((current) => ({ ...current, [key]: e.target.value }))
                          }
                          className="border-input focus-visible:ring-ring/50 aria-invalid:border-destructive h-9 w-24 rounded-md border bg-transparent px-2 text-right outline-none focus-visible:ring-[3px]"
                        />
                        {error && (
                          <p
                            id={`${id}-error`}
                            className="text-destructive max-w-48 text-xs"
                            role="alert"
                          >
                            {error}
                          </p>
                        )}
                      </>
                    );
                  },
                })),
              ]}
            />
          )}
        </section>

        <div className="flex flex-wrap gap-6">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="accent-primary size-4"
              checked={hasVolumeFilter}
              onChange={(e) => setHasVolumeFilter(e.target.checked)}
            />
            {t('paint.products.fields.hasVolumeFilter')}
          </label>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="accent-primary size-4"
              checked={isActive}
              onChange={(e) => setIsActive(e.target.checked)}
            />
            {t('paint.products.fields.isActive')}
          </label>
        </div>
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? t('form.saving') : t('form.save')}
          </Button>
        </div>
      </ReadyForm>
      <PaintConfigPreview
        productKey={config.productKey}
        title={title}
        description={description}
        paintTypes={paintTypes}
        volumes={volumes}
        prices={prices}
        isActive={isActive}
        selected={focused}
        onSelect={setFocused}
      />
    </div>
  );
}
