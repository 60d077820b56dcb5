import Link from 'next/link';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { colourText } from '@/lib/colours/text';
import { cachedCategoriesWithCounts, cachedManufacturers } from '@/lib/colours/cached';
import { colourListUrl, COLOUR_CATEGORIES } from '@/lib/colours/slug';
import { ColourBreadcrumb } from './colour-breadcrumb';
import { ColourLink } from './colour-link';
import { ColourSectionLinks } from './colour-section-links';

/** Makers listed per category on the catalogue home before « Tous les constructeurs ». */
const MAKERS_SHOWN = 12;

/** /catalogue-couleur: the four colour categories with their makers, and the finish sections. */
export async function ColourCatalogue() {
  const t = colourText();
  const [counts, makers] = await Promise.all([cachedCategoriesWithCounts(), cachedManufacturers()]);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-6">
      <ColourBreadcrumb
        items={[
          { name: t('breadcrumb.home'), href: '/' },
          { name: t('breadcrumb.catalogue'), href: '/catalogue-couleur' },
        ]}
      />
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold">{t('catalogue.title')}</h1>
        <p className="text-muted-foreground max-w-3xl">{t('catalogue.intro')}</p>
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-sm font-medium">{t('catalogue.searchTitle')}</span>
          <Button asChild variant="outline" size="sm">
            <Link href="/couleurs-recherche">
              <Search aria-hidden="true" />
              {t('catalogue.searchLink')}
            </Link>
          </Button>
        </div>
      </header>

      <section aria-labelledby="categories-titre" className="flex flex-col gap-4">
        <h2 id="categories-titre" className="text-xl font-semibold">
          {t('catalogue.categoriesTitle')}
        </h2>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {COLOUR_CATEGORIES.map((category) => {
            const count = counts.find((c) => c.slug === category.slug);
            const categoryMakers = makers.filter((m) => m.category === category.slug);
            const shown = categoryMakers.slice(0, MAKERS_SHOWN);
            return (
              <article
                key={category.slug}
                className="bg-card flex flex-col gap-3 rounded-xl border p-5 shadow-sm"
              >
                <h3 className="text-lg font-semibold">
                  <Link href={`/catalogue-couleur/${category.slug}`} className="hover:underline">
                    {category.name}
                  </Link>
                </h3>
                <p className="text-muted-foreground text-sm">
                  {t('catalogue.manufacturersCount', { count: categoryMakers.length })} ·{' '}
                  {t('catalogue.coloursCount', { count: count?.colourCount ?? 0 })}
                </p>
                {shown.length > 0 && (
                  <ul className="flex flex-wrap gap-2">
                    {shown.map((maker) => (
                      <li key={maker.id}>
                        <ColourLink
                          href={colourListUrl(maker.category, maker.slug)}
                          className="hover:bg-accent inline-block rounded-md border px-2 py-1 text-sm"
                        >
                          {maker.name}
                        </ColourLink>
                      </li>
                    ))}
                    {categoryMakers.length > shown.length && (
                      <li className="text-muted-foreground px-2 py-1 text-sm">
                        {t('catalogue.moreManufacturers', {
                          count: categoryMakers.length - shown.length,
                        })}
                      </li>
                    )}
                  </ul>
                )}
                <Link
                  href={`/catalogue-couleur/${category.slug}`}
                  className="text-primary mt-auto text-sm font-medium hover:underline"
                >
                  {t('catalogue.seeCategory')} – {category.name}
                </Link>
              </article>
            );
          })}
        </div>
      </section>

      <ColourSectionLinks />
    </div>
  );
}
