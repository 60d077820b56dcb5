'use client';

import { volumeLabel } from '@/lib/format';
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { suggestCoverage, type CoverageInput } from '@/lib/colours/coverage';
import { useColourSelection } from './colour-selection';
import styles from './colour-form.module.css';
import icons from '@/components/ui/icons.module.css';

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
    <section aria-labelledby={`${id}-titre`} className={styles.calculator}>
      <h2 id={`${id}-titre`}>
        <span className={icons.calculator} />
        {t('title')}
      </h2>
      <fieldset className={styles.modes}>
        <legend className="sr-only">{t('modeLegend')}</legend>
        {(['damage', 'surface'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-mode`}
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            {t(value === 'damage' ? 'modeDamage' : 'modeSurface')}
          </label>
        ))}
      </fieldset>
      {mode === 'surface' ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-area`}>{t('area')}</label>
          <input
            id={`${id}-area`}
            inputMode="decimal"
            value={area}
            onChange={(event) => setArea(event.target.value)}
            placeholder={t('areaExample')}
          />
        </div>
      ) : (
        <div className={styles.dimensions}>
          <div className={styles.field}>
            <label htmlFor={`${id}-length`}>{t('length')}</label>
            <input
              id={`${id}-length`}
              inputMode="decimal"
              value={length}
              onChange={(event) => setLength(event.target.value)}
              placeholder={t('lengthExample')}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-width`}>{t('width')}</label>
            <input
              id={`${id}-width`}
              inputMode="decimal"
              value={width}
              onChange={(event) => setWidth(event.target.value)}
              placeholder={t('widthExample')}
            />
          </div>
        </div>
      )}
      <div aria-live="polite" className={styles.result}>
        {touched && !suggestion && <p className={styles.invalid}>{t('invalid')}</p>}
        {suggestion && (
          <p>
            {t('result', {
              quantity: suggestion.quantity,
              product: tTypes(suggestion.productKey),
              volume: suggestion.volume ? volumeLabel(suggestion.volume) : '',
            })}
          </p>
        )}
        {suggestion?.volume && (
          <button
            type="button"
            onClick={() => applySuggestion(suggestion.productKey, suggestion.volume)}
          >
            {t('apply')}
          </button>
        )}
        <p className={styles.hint}>{t('hint')}</p>
      </div>
    </section>
  );
}
