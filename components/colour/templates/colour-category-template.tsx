import { colourText } from '@/lib/colours/text';
import { cachedManufacturers } from '@/lib/colours/cached';
import { colourCategoryName, type ColourCategory } from '@/lib/colours/slug';
import { ColourBreadcrumb } from '../colour-breadcrumb';
import { ManufacturerGrid } from '../manufacturer-grid';
import styles from '../colour-list.module.css';
import { COLOUR_CATALOGUE_PATH, colourCategoryUrl } from '@/lib/urls';

/** /catalogue-couleur/{category}: the category's makers. */
export async function ColourCategoryTemplate({ category }: { category: ColourCategory }) {
  const t = colourText();
  const name = colourCategoryName(category) ?? category;
  const makers = await cachedManufacturers(category);
  return (
    <div className={styles.page}>
      <ColourBreadcrumb
        items={[
          { name: t('breadcrumb.home'), href: '/' },
          { name: t('breadcrumb.catalogue'), href: COLOUR_CATALOGUE_PATH },
          { name, href: colourCategoryUrl(category) },
        ]}
      />
      <header className={styles.head}>
        <h1>{name}</h1>
        <p>{t('catalogue.categoryIntro')}</p>
      </header>
      <section aria-labelledby="constructeurs-titre" className={styles.section}>
        <h2 id="constructeurs-titre">{t('catalogue.manufacturersTitle')}</h2>
        <ManufacturerGrid manufacturers={makers} />
      </section>
    </div>
  );
}
