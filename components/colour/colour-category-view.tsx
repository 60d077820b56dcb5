import { colourText } from '@/lib/colours/text';
import { cachedManufacturers } from '@/lib/colours/cached';
import { colourCategoryName, type ColourCategory } from '@/lib/colours/slug';
import { ColourBreadcrumb } from './colour-breadcrumb';
import { ManufacturerGrid } from './manufacturer-grid';

/** /catalogue-couleur/{category}: the category's makers. */
export async function ColourCategoryView({ category }: { category: ColourCategory }) {
  const t = colourText();
  const name = colourCategoryName(category) ?? category;
  const makers = await cachedManufacturers(category);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6">
      <ColourBreadcrumb
        items={[
          { name: t('breadcrumb.home'), href: '/' },
          { name: t('breadcrumb.catalogue'), href: '/catalogue-couleur' },
          { name, href: `/catalogue-couleur/${category}` },
        ]}
      />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{name}</h1>
        <p className="text-muted-foreground">{t('catalogue.categoryIntro')}</p>
      </header>
      <section aria-labelledby="constructeurs-titre" className="flex flex-col gap-4">
        <h2 id="constructeurs-titre" className="text-xl font-semibold">
          {t('catalogue.manufacturersTitle')}
        </h2>
        <ManufacturerGrid manufacturers={makers} />
      </section>
    </div>
  );
}
