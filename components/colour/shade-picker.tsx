'use client';

import { useTranslations } from 'next-intl';
import { shadeYears, type ShadeVariant } from '@/lib/colours/shades';
import styles from './colour-form.module.css';

/**
 * The shade variants of the code (issue 41 §1) as native radio buttons (keyboard: arrows,
 * space), each with its swatch, build years, models and variant code; « standard » is
 * preselected by the configurator.
 */
export function ShadePicker({
  name,
  shades,
  value,
  onChange,
}: {
  name: string;
  shades: readonly ShadeVariant[];
  value: string | null;
  onChange: (id: string) => void;
}) {
  const t = useTranslations('shades');
  const helpId = `${name}-help`;
  return (
    <fieldset className={styles.shades} aria-describedby={helpId} data-testid="shade-variants">
      <legend>{t('legend')}</legend>
      <p id={helpId}>{t('help')}</p>
      <div>
        {shades.map((shade) => {
          const years = shadeYears(shade);
          return (
            <label key={shade.id}>
              <input
                type="radio"
                name={name}
                value={shade.id}
                checked={value === shade.id}
                onChange={() => onChange(shade.id)}
                className="sr-only"
              />
              <span
                aria-hidden
                className={styles.shadeSwatch}
                style={{ background: shade.swatchHex ?? undefined }}
              />
              <span>
                <span className={styles.shadeName}>{shade.name}</span>
                {years && <span>{t(years.key, years.values)}</span>}
                {shade.variantCode && <span>{t('code', { code: shade.variantCode })}</span>}
                {shade.models && <span>{t('models', { models: shade.models })}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
