'use client';

import { volumeLabel } from '@/lib/format';
import { useTranslations } from 'next-intl';
import type { ColourProductKey } from '@/lib/colours/paint-types';
import { useColourSelection } from './colour-selection';
import styles from './colour-form.module.css';
import icons from '@/components/ui/icons.module.css';

const ICONS: Record<ColourProductKey, string | undefined> = {
  'peinture-pot': icons.paintBucket,
  'peinture-bombe': icons.sprayCan,
  'peinture-stylo': icons.brush,
};

/** The product types as native radio buttons styled as cards (keyboard: arrows, space). */
export function ProductTypePicker({ name }: { name: string }) {
  const t = useTranslations('colours.configurator');
  const { productKeys, configs, selection, selectProductKey } = useColourSelection();
  return (
    <fieldset className={styles.types}>
      <legend>{t('productType')}</legend>
      <div>
        {productKeys.map((key) => (
          <label key={key}>
            <input
              type="radio"
              name={name}
              value={key}
              checked={selection.productKey === key}
              onChange={() => selectProductKey(key)}
              className="sr-only"
            />
            <span className={ICONS[key]} />
            <span>{t(`productTypes.${key}`)}</span>
            <span>{configs[key]?.volumes.map(volumeLabel).join(' · ')}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
