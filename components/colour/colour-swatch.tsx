import type { CSSProperties } from 'react';
import { clsx } from 'clsx';
import { safeCssColour } from '@/lib/colours/css-preview';
import type { SpecialEffect } from '@/lib/colours/types';
import styles from './colour-swatch.module.css';

const EFFECT_CLASS: Record<SpecialEffect, string | undefined> = {
  metallise: styles.metallic,
  nacre: styles.pearl,
  special: styles.special,
};

/**
 * A painted-panel swatch from css_preview (a colour or a gradient), with the finish drawn in CSS.
 * Decorative and empty: the code and name next to it carry the meaning.
 */
export function ColourSwatch({
  cssPreview,
  effect,
  className,
}: {
  cssPreview: string | null;
  effect: SpecialEffect | null;
  className?: string;
}) {
  const style = { '--swatch': safeCssColour(cssPreview) } as CSSProperties;
  return (
    <div
      className={clsx(styles.swatch, effect ? EFFECT_CLASS[effect] : undefined, className)}
      style={style}
    />
  );
}
