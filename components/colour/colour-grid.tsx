import Link from 'next/link';
import { colourText } from '@/lib/colours/text';
import type { ColourSummary } from '@/lib/colours/types';
import { ColourSwatch } from './colour-swatch';
import styles from './colour-grid.module.css';

/** A list of colours: swatch, code and name, each linking to its colour page. */
export function ColourGrid({
  colours,
  showMaker = false,
}: {
  colours: ColourSummary[];
  showMaker?: boolean;
}) {
  const t = colourText();
  if (colours.length === 0) {
    return <p className="text-muted-foreground">{t('catalogue.noColours')}</p>;
  }
  return (
    <ul className={styles.grid}>
      {colours.map((colour) => (
        <li key={colour.id}>
          <Link href={colour.url} className={styles.card}>
            <ColourSwatch
              cssPreview={colour.cssPreview}
              effect={colour.specialEffect}
              className={styles.swatch}
            />
            <span className={styles.text}>
              <span className={styles.code}>{colour.code}</span>
              <span className={styles.name}>{colour.name}</span>
              {showMaker && colour.manufacturerName && (
                <span className={styles.maker}>{colour.manufacturerName}</span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
