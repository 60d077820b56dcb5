import { colourText } from '@/lib/colours/text';
import type { ManufacturerList } from '@/lib/colours/cached';
import { colourCategoryName } from '@/lib/colours/slug';
import { COLOUR_CATALOGUE_PATH, colourCategoryUrl, colourListUrl } from '@/lib/urls';
import { CodeLocationGuide } from '../code-location-guide';
import { ColourBreadcrumb } from '../colour-breadcrumb';
import { ColourGrid } from '../colour-grid';
import { ColourPagination } from '../colour-pagination';
import styles from '../colour-list.module.css';

/** /catalogue-couleur/{category}?manufacturer={slug}: the maker's colours, by code, paginated. */
export function MakerColoursTemplate({ list }: { list: ManufacturerList }) {
  const t = colourText();
  const { category, manufacturer, colours } = list;
  const categoryName = colourCategoryName(category) ?? category;
  return (
    <div className={styles.page}>
      <ColourBreadcrumb
        items={[
          { name: t('breadcrumb.home'), href: '/' },
          { name: t('breadcrumb.catalogue'), href: COLOUR_CATALOGUE_PATH },
          { name: categoryName, href: colourCategoryUrl(category) },
          { name: manufacturer.name, href: colourListUrl(category, manufacturer.slug) },
        ]}
      />
      <header className={styles.head}>
        <h1>{t('catalogue.makerTitle', { maker: manufacturer.name })}</h1>
        <p>{t('catalogue.makerIntro', { count: colours.total, maker: manufacturer.name })}</p>
      </header>
      <CodeLocationGuide manufacturer={manufacturer} />
      <section aria-labelledby="teintes-titre" className={styles.section}>
        <h2 id="teintes-titre" className="sr-only">
          {t('catalogue.coloursTitle')}
        </h2>
        <ColourGrid colours={colours.items} />
      </section>
      <ColourPagination
        page={colours.page}
        pageCount={colours.pageCount}
        hrefFor={(page) => colourListUrl(category, manufacturer.slug, page)}
      />
    </div>
  );
}
