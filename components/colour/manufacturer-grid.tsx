import { colourText } from '@/lib/colours/text';
import { colourListUrl } from '@/lib/urls';
import type { ManufacturerWithCount } from '@/lib/colours/types';
import { ColourLink } from './colour-link';
import styles from './colour-list.module.css';

/** The makers of a category, each with its number of colours, linking to its colour list. */
export function ManufacturerGrid({ manufacturers }: { manufacturers: ManufacturerWithCount[] }) {
  const t = colourText();
  if (manufacturers.length === 0) {
    return <p className="text-muted-foreground">{t('catalogue.noManufacturers')}</p>;
  }
  return (
    <ul className={styles.makers}>
      {manufacturers.map((maker) => (
        <li key={maker.slug}>
          <ColourLink href={colourListUrl(maker.category, maker.slug)}>
            <b>{maker.name}</b>
            <span>{t('catalogue.coloursCount', { count: maker.colourCount })}</span>
          </ColourLink>
        </li>
      ))}
    </ul>
  );
}
