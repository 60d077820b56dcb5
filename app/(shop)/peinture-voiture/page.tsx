import Link from 'next/link';
import { Breadcrumb } from '@/components/catalogue/breadcrumb';
import { ProductGrid } from '@/components/catalogue/product-grid';
import controls from '@/components/catalogue/controls.module.css';
import styles from '@/components/catalogue/landing.module.css';
import lists from '@/components/catalogue/link-lists.module.css';
import { getCachedCategories, getListing } from '@/lib/catalogue/cached';
import { listingQuery } from '@/lib/catalogue/filters';
import { categoryPath, colourCategoryUrl } from '@/lib/urls';
import { COLOUR_CATEGORIES } from '@/lib/colours/slug';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { pageMetadata } from '@/lib/seo/metadata';
import { cn } from '@/lib/utils';

const t = getCatalogueT();
const PATH = '/peinture-voiture';
const SUPPLIES = ['apprets', 'vernis', 'durcisseurs-diluants', 'aerosols', 'abrasifs', 'masquage'];

export const metadata = pageMetadata({
  title: t('paint.title'),
  description: t('paint.description'),
  path: PATH,
});

/** Car-paint landing page: leads into the colour catalogue, then to the paint supplies. */
export default async function Page() {
  const [categories, aerosols] = await Promise.all([
    getCachedCategories('carrosserie'),
    getListing(listingQuery({ inStock: true }, { category: 'aerosols' }, [])),
  ]);
  const supplies = SUPPLIES.flatMap((slug) => categories.filter((c) => c.slug === slug));
  return (
    <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
      <Breadcrumb crumbs={[{ name: t('paint.title'), path: PATH }]} />
      <header className={styles.hero}>
        <h1>{t('paint.heading')}</h1>
        <p>{t('paint.intro')}</p>
        <Link href="/catalogue-couleur" className={cn(controls.button, controls.large)}>
          {t('paint.cta')}
        </Link>
      </header>

      <section aria-labelledby="paint-categories" className={styles.block}>
        <h2 id="paint-categories">{t('paint.categoriesTitle')}</h2>
        <ul className={styles.tiles}>
          {COLOUR_CATEGORIES.map((c, index) => (
            <li key={index}>
              <Link href={colourCategoryUrl(c.slug)}>{t(`paint.categories.${c.slug}`)}</Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="paint-formats" className={styles.block}>
        <h2 id="paint-formats">{t('paint.stepsTitle')}</h2>
        <ol className={styles.cards}>
          {(['find', 'choose', 'paint'] as const).map((step) => (
            <li key={step}>
              <h3>{t(`paint.steps.${step}.title`)}</h3>
              <p>{t(`paint.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
        <ul className={styles.cards}>
          {(['pot', 'bombe', 'stylo'] as const).map((format) => (
            <li key={format}>
              <h3>{t(`paint.formats.${format}.title`)}</h3>
              <p>{t(`paint.formats.${format}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="paint-supplies">
        <h2 id="paint-supplies" className="mb-2 text-xl font-semibold">
          {t('paint.suppliesTitle')}
        </h2>
        <p className="text-muted-foreground mb-4">{t('paint.suppliesText')}</p>
        <ul className={cn(lists.chips, lists.wrap)}>
          {supplies.map((c, index) => (
            <li key={index}>
              <Link href={categoryPath(c.slug)}>{c.name}</Link>
            </li>
          ))}
        </ul>
        {aerosols.items.length > 0 ? <ProductGrid products={aerosols.items.slice(0, 4)} /> : null}
      </section>
    </div>
  );
}
