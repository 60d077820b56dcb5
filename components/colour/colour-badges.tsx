import { colourText } from '@/lib/colours/text';
import { colourCategoryName } from '@/lib/colours/slug';
import type { Colour } from '@/lib/colours/types';
import styles from './colour-page.module.css';
import { TipBadge } from './tip-badge';

/** Category, maker, 'Teinte standard' and the finish badges, each explained by a tooltip. */
export function ColourBadges({ colour }: { colour: Colour }) {
  const t = colourText();
  return (
    <ul aria-label={t('badges.listLabel')} className={styles.badges}>
      <li>
        <span className={styles.filled}>{colourCategoryName(colour.category)}</span>
      </li>
      {colour.manufacturer && (
        <li>
          <span className={styles.filled}>{colour.manufacturer.name}</span>
        </li>
      )}
      <li>
        <TipBadge label={t('badges.standard')} tip={t('badges.standardTip')} />
      </li>
      {colour.specialEffect && (
        <li>
          <span>{t(`badges.${colour.specialEffect}`)}</span>
        </li>
      )}
      {colour.availableWater && (
        <li>
          <TipBadge label={t('badges.water')} tip={t('badges.waterTip')} className={styles.water} />
        </li>
      )}
      {colour.availableSolvent && (
        <li>
          <TipBadge
            label={t('badges.solvent')}
            tip={t('badges.solventTip')}
            className={styles.solvent}
          />
        </li>
      )}
      {colour.availableGlossDirect && (
        <li>
          <TipBadge
            label={t('badges.glossDirect')}
            tip={t('badges.glossDirectTip')}
            className={styles.glossDirect}
          />
        </li>
      )}
    </ul>
  );
}
