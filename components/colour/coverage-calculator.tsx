'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Calculator } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { suggestCoverage, type CoverageInput } from '@/lib/colours/coverage';
import { useColourSelection } from './colour-selection';

type Mode = CoverageInput['mode'];

function toNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

/** Surface to paint or damage size → suggested product type and quantity (lib/colours/coverage). */
export function CoverageCalculator() {
  const t = useTranslations('colours.coverage');
  const tTypes = useTranslations('colours.configurator.productTypes');
  const id = useId();
  const { configs, productKeys, applySuggestion } = useColourSelection();
  const [mode, setMode] = useState<Mode>('damage');
  const [area, setArea] = useState('');
  const [length, setLength] = useState('');
  const [width, setWidth] = useState('');

  const volumes = Object.fromEntries(productKeys.map((key) => [key, configs[key]?.volumes ?? []]));
  const touched = mode === 'surface' ? area !== '' : length !== '';
  const input: CoverageInput =
    mode === 'surface'
      ? { mode, areaM2: toNumber(area) }
      : { mode, lengthCm: toNumber(length), widthCm: width === '' ? undefined : toNumber(width) };
  const suggestion = touched ? suggestCoverage(input, volumes) : null;

  return (
    <section
      aria-labelledby={`${id}-titre`}
      className="bg-card flex flex-col gap-4 rounded-xl border p-5 shadow-sm"
    >
      <h2 id={`${id}-titre`} className="flex items-center gap-2 text-lg font-semibold">
        <Calculator aria-hidden="true" className="size-5" />
        {t('title')}
      </h2>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t('modeLegend')}</legend>
        {(['damage', 'surface'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${id}-mode`}
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              className="accent-primary size-4"
            />
            {t(value === 'damage' ? 'modeDamage' : 'modeSurface')}
          </label>
        ))}
      </fieldset>
      {mode === 'surface' ? (
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-area`}>{t('area')}</Label>
          <Input
            id={`${id}-area`}
            inputMode="decimal"
            value={area}
            onChange={(event) => setArea(event.target.value)}
            placeholder="1,5"
          />
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-length`}>{t('length')}</Label>
            <Input
              id={`${id}-length`}
              inputMode="decimal"
              value={length}
              onChange={(event) => setLength(event.target.value)}
              placeholder="2"
            />
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-width`}>{t('width')}</Label>
            <Input
              id={`${id}-width`}
              inputMode="decimal"
              value={width}
              onChange={(event) => setWidth(event.target.value)}
              placeholder="1"
            />
          </div>
        </div>
      )}
      <div aria-live="polite" className="text-sm">
        {touched && !suggestion && <p className="text-destructive">{t('invalid')}</p>}
        {suggestion && (
          <div className="flex flex-col gap-3">
            <p>
              {t('result', {
                quantity: suggestion.quantity,
                product: tTypes(suggestion.productKey),
                volume: suggestion.volume ?? '',
              })}
            </p>
            {suggestion.volume && (
              <Button
                type="button"
                variant="secondary"
                onClick={() => applySuggestion(suggestion.productKey, suggestion.volume)}
              >
                {t('apply')}
              </Button>
            )}
          </div>
        )}
        <p className="text-muted-foreground mt-2 text-xs">{t('hint')}</p>
      </div>
    </section>
  );
}
