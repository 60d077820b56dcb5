import Link from 'next/link';
import { colourText } from '@/lib/colours/text';
import { cachedCategoriesWithCounts } from '@/lib/colours/cached';
import { ColourBreadcrumb } from './colour-breadcrumb';
import { COLOUR_CATALOGUE_PATH, colourCategoryUrl } from '@/lib/urls';

/** /color-categories: the four colour categories with their counts. */
export async function ColourCategoryList() {
  const t = colourText();
  const categories = await cachedCategoriesWithCounts();
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6">
      <ColourBreadcrumb
        items={[
          { name: t('breadcrumb.home'), href: '/' },
          { name: t('breadcrumb.catalogue'), href: COLOUR_CATALOGUE_PATH },
          { name: t('colorCategories.title'), href: '/color-categories' },
        ]}
      />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{t('colorCategories.title')}</h1>
        <p className="text-muted-foreground">{t('colorCategories.intro')}</p>
      </header>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              href={colourCategoryUrl(category.slug)}
              className="hover:bg-accent focus-visible:ring-ring/50 flex h-full flex-col gap-1 rounded-xl border p-5 outline-none focus-visible:ring-[3px]"
            >
              <span className="text-lg font-semibold">{category.name}</span>
              <span className="text-muted-foreground text-sm">
                {t('catalogue.manufacturersCount', { count: category.manufacturerCount })} ·{' '}
                {t('catalogue.coloursCount', { count: category.colourCount })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
