import { colourText } from '@/lib/colours/text';
import { colourPaintFamilies, paintTypeLabel } from '@/lib/colours/paint-types';
import { colourCategoryName } from '@/lib/colours/slug';
import type { Colour } from '@/lib/colours/types';
import styles from './colour-page.module.css';

const APPLICATION_STEPS = ['step1', 'step2', 'step3', 'step4', 'step5'] as const;

/** The Informations card (what the colour is) and the Application card (how to apply it). */
export function ColourInfoCards({ colour }: { colour: Colour }) {
  const t = colourText();
  const families = colourPaintFamilies(colour).filter(
    (f) => f === 'water' || f === 'solvent' || f === 'gloss_direct',
  );
  const rows: Array<[string, string]> = [
    [t('info.code'), colour.code],
    [t('info.name'), colour.name],
    [t('info.maker'), colour.manufacturer?.name ?? t('info.unknownMaker')],
    [t('info.category'), colourCategoryName(colour.category) ?? colour.category],
    [t('info.finish'), t(`info.finishes.${colour.specialEffect ?? 'none'}`)],
    [t('info.paintTypes'), families.map((f) => paintTypeLabel(f)).join(', ') || '—'],
  ];
  if (colour.legacyCode) rows.push([t('info.legacyCode'), colour.legacyCode]);
  return (
    <div className={styles.pair}>
      <div className={styles.card}>
        <h2>{t('info.title')}</h2>
        <dl>
          {rows.flatMap(([label, value], index) => [
            <dt key={`t${index}`}>{label}</dt>,
            <dd key={`d${index}`}>{value}</dd>,
          ])}
        </dl>
      </div>
      <div className={styles.card}>
        <h2>{t('application.title')}</h2>
        <ol>
          {APPLICATION_STEPS.map((step) => (
            <li key={step}>{t(`application.${step}`)}</li>
          ))}
        </ol>
        {colour.availableGlossDirect && <p>{t('application.glossDirect')}</p>}
      </div>
    </div>
  );
}
