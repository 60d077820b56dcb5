import { colourText } from '@/lib/colours/text';
import type { Manufacturer } from '@/lib/colours/types';
import icons from '@/components/ui/icons.module.css';
import styles from './colour-list.module.css';

/**
 * Where to find the colour code on this maker's vehicles (the paint plate): folded under its
 * title, so on a phone the maker's first colours show without scrolling past the help.
 */
export function CodeLocationGuide({ manufacturer }: { manufacturer: Manufacturer }) {
  const t = colourText();
  return (
    <details className={styles.guide} data-testid="code-location-guide">
      <summary>
        <span className={icons.info} />
        <h2>{t('guide.title', { maker: manufacturer.name })}</h2>
      </summary>
      <div>
        <p>{manufacturer.codeLocation ?? t('guide.fallback', { maker: manufacturer.name })}</p>
        <p>{t('guide.general')}</p>
        <p>{t('guide.advice')}</p>
      </div>
    </details>
  );
}
