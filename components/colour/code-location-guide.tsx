import { colourText } from '@/lib/colours/text';
import type { Manufacturer } from '@/lib/colours/types';
import icons from '@/components/ui/icons.module.css';
import styles from './colour-list.module.css';

/** Where to find the colour code on this maker's vehicles (the paint plate). */
export function CodeLocationGuide({ manufacturer }: { manufacturer: Manufacturer }) {
  const t = colourText();
  return (
    <aside aria-labelledby="guide-code-titre" className={styles.guide}>
      <span className={icons.info} />
      <div>
        <h2 id="guide-code-titre">{t('guide.title', { maker: manufacturer.name })}</h2>
        <p>{manufacturer.codeLocation ?? t('guide.fallback', { maker: manufacturer.name })}</p>
        <p>{t('guide.general')}</p>
        <p>{t('guide.advice')}</p>
      </div>
    </aside>
  );
}
