import Link from 'next/link';
import { colourText } from '@/lib/colours/text';
import icons from '@/components/ui/icons.module.css';
import styles from './colour-not-found.module.css';

/** Spec: 'Couleur non trouvée', its sentence, and a link back to the colour search. */
export function ColourNotFound() {
  const t = colourText();
  return (
    <div className={styles.view}>
      <span className={icons.searchX} />
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link href="/couleurs-recherche">{t('notFound.back')}</Link>
    </div>
  );
}
