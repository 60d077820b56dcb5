import Link from 'next/link';
import { colourText } from '@/lib/colours/text';
import { cachedCategoriesWithCounts, cachedManufacturers } from '@/lib/colours/cached';
import { frenchFirst } from '@/lib/colours/popular-makers';
import { COLOUR_CATEGORIES } from '@/lib/colours/slug';
import { colourListUrl } from '@/lib/urls';
import { ColourBreadcrumb } from '../colour-breadcrumb';
import { ColourLink } from '../colour-link';
import { ColourSectionLinks } from '../colour-section-links';
import icons from '@/components/ui/icons.module.css';
import styles from '../colour-list.module.css';
import { COLOUR_CATALOGUE_PATH, colourCategoryUrl } from '@/lib/urls';

/** Makers listed per category on the catalogue home; the others open under a disclosure. */
const MAKERS_SHOWN = 12;

/** /catalogue-couleur: the four colour categories with their makers, and the finish sections. */
export async function ColourCatalogueTemplate() {
  const t = colourText();
  const [counts, makers] = await Promise.all([cachedCategoriesWithCounts(), cachedManufacturers()]);
  return (
    <div className={styles.page}>
      <ColourBreadcrumb
        items={[
          { name: t('breadcrumb.home'), href: '/' },
          { name: t('breadcrumb.catalogue'), href: COLOUR_CATALOGUE_PATH },
        ]}
      />
      <header className={styles.head}>
        <h1>{t('catalogue.title')}</h1>
        <p>{t('catalogue.intro')}</p>
        <div className={styles.search}>
          <span>{t('catalogue.searchTitle')}</span>
          <Link href="/couleurs-recherche">
            <span className={icons.search} />
            {t('catalogue.searchLink')}
          </Link>
        </div>
      </header>

      <section aria-labelledby="categories-titre" className={styles.section}>
        <h2 id="categories-titre">{t('catalogue.categoriesTitle')}</h2>
        <div className={styles.categories}>
          {COLOUR_CATEGORIES.map((category) => {
            const count = counts.find((c) => c.slug === category.slug);
            const categoryMakers = frenchFirst(makers.filter((m) => m.category === category.slug));
            const shown = categoryMakers.slice(0, MAKERS_SHOWN);
            const more = categoryMakers.slice(MAKERS_SHOWN);
            const makerLink = (maker: (typeof makers)[number]) => (
              <li key={maker.slug}>
                <ColourLink href={colourListUrl(maker.category, maker.slug)}>
                  {maker.name}
                </ColourLink>
              </li>
            );
            const href = colourCategoryUrl(category.slug);
            return (
              <article key={category.slug}>
                <h3>
                  <Link href={href}>{category.name}</Link>
                </h3>
                <p>
                  {`${t('catalogue.manufacturersCount', { count: categoryMakers.length })} · ${t(
                    'catalogue.coloursCount',
                    { count: count?.colourCount ?? 0 },
                  )}`}
                </p>
                {shown.length > 0 && (
                  <ul>
                    {shown.map(makerLink)}
                    {more.length > 0 && (
                      <li>
                        <details data-testid="more-makers">
                          <summary className="cursor-pointer underline underline-offset-4">
                            {t('catalogue.moreManufacturers', { count: more.length })}
                          </summary>
                          <ul>{more.map(makerLink)}</ul>
                        </details>
                      </li>
                    )}
                  </ul>
                )}
                <Link href={href}>{`${t('catalogue.seeCategory')} – ${category.name}`}</Link>
              </article>
            );
          })}
        </div>
      </section>

      <ColourSectionLinks />
    </div>
  );
}
