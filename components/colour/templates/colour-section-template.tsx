import { colourText } from '@/lib/colours/text';
import { cachedSectionColours } from '@/lib/colours/cached';
import type { ColourSection } from '@/lib/colours/types';
import { ColourBreadcrumb } from '../colour-breadcrumb';
import { ColourGrid } from '../colour-grid';
import { ColourPagination } from '../colour-pagination';
import { ColourSectionLinks } from '../colour-section-links';
import styles from '../colour-list.module.css';
import { COLOUR_CATALOGUE_PATH, colourSectionUrl } from '@/lib/urls';

/** A section's first page is prerendered at build; the others on their first visit, then cached. */
export function sectionPageParams(): Array<{ page: string }> {
  return [{ page: '1' }];
}

/**
 * The finish sub-sections: standard makers' colours, special effects, metallic, pearl. The page
 * number comes from the path (`?page=n` is rewritten to it), so every page is static.
 */
export async function ColourSectionTemplate({
  section,
  page,
}: {
  section: ColourSection;
  page: string;
}) {
  const t = colourText();
  const title = t(`catalogue.sections.${section}.title`);
  const requested = Math.min(Number.parseInt(page, 10) || 1, 1_000_000);
  const colours = await cachedSectionColours(section, Math.max(1, requested));
  return (
    <div className={styles.page}>
      <ColourBreadcrumb
        items={[
          { name: t('breadcrumb.home'), href: '/' },
          { name: t('breadcrumb.catalogue'), href: COLOUR_CATALOGUE_PATH },
          { name: title, href: colourSectionUrl(section) },
        ]}
      />
      <header className={styles.head}>
        <h1>{title}</h1>
        <p>{t(`catalogue.sections.${section}.description`)}</p>
      </header>
      <section aria-labelledby="teintes-titre" className={styles.colours}>
        <h2 id="teintes-titre" className="sr-only">
          {t('catalogue.coloursTitle')}
        </h2>
        <ColourGrid colours={colours.items} showMaker />
        <ColourPagination
          page={colours.page}
          pageCount={colours.pageCount}
          hrefFor={(p) => colourSectionUrl(section, p)}
        />
      </section>
      <ColourSectionLinks current={section} />
    </div>
  );
}
