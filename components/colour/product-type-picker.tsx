'use client';

import { useTranslations } from 'next-intl';
import { Brush, PaintBucket, SprayCan } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { ColourProductKey } from '@/lib/colours/paint-types';
import { useColourSelection } from './colour-selection';

const ICONS: Record<ColourProductKey, typeof PaintBucket> = {
  'peinture-pot': PaintBucket,
  'peinture-bombe': SprayCan,
  'peinture-stylo': Brush,
};

/** The product types as native radio buttons styled as cards (keyboard: arrows, space). */
export function ProductTypePicker({ name }: { name: string }) {
  const t = useTranslations('colours.configurator');
  const { productKeys, configs, selection, selectProductKey } = useColourSelection();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t('productType')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {productKeys.map((key) => {
          const Icon = ICONS[key];
          const checked = selection.productKey === key;
          return (
            <label
              key={key}
              className={cn(
                'has-[:focus-visible]:ring-ring/50 flex cursor-pointer flex-col items-center gap-1 rounded-md border p-3 text-center text-sm transition-colors has-[:focus-visible]:ring-[3px]',
                checked ? 'border-primary bg-primary/5 font-medium' : 'hover:bg-accent',
              )}
            >
              <input
                type="radio"
                name={name}
                value={key}
                checked={checked}
                onChange={() => selectProductKey(key)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-5" />
              <span>{t(`productTypes.${key}`)}</span>
              <span className="text-muted-foreground text-xs">
                {configs[key]?.volumes.join(' · ')}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
