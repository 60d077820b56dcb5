import { colourText } from '@/lib/colours/text';
import { colourCategoryName } from '@/lib/colours/slug';
import type { Colour } from '@/lib/colours/types';
import styles from './colour-page.module.css';

/** The descriptive text search engines and shoppers read about the colour. */
export function ColourSeoText({ colour }: { colour: Colour }) {
  const t = colourText();
  const values = {
    name: colour.name,
    code: colour.code,
    maker: colour.manufacturer?.name ?? t('info.unknownMaker'),
    category: (colourCategoryName(colour.category) ?? colour.category).toLowerCase(),
    finish: t(`info.finishes.${colour.specialEffect ?? 'none'}`).toLowerCase(),
  };
  return (
    <section aria-labelledby="seo-titre" className={styles.seo}>
      <h2 id="seo-titre">{t('seo.title', values)}</h2>
      <p>{t('seo.p1', values)}</p>
      <p>{t('seo.p2', values)}</p>
      <p>{t('seo.p3', values)}</p>
    </section>
  );
}
