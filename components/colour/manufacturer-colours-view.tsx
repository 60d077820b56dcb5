import { colourText } from '@/lib/colours/text';
import type { ManufacturerList } from '@/lib/colours/cached';
import { colourCategoryName, colourListUrl } from '@/lib/colours/slug';
import { CodeLocationGuide } from './code-location-guide';
import { ColourBreadcrumb } from './colour-breadcrumb';
import { ColourGrid } from './colour-grid';
import { ColourPagination } from './colour-pagination';

/** /catalogue-couleur/{category}?manufacturer={slug}: the maker's colours, by code, paginated. */
export function ManufacturerColoursView({ list }: { list: ManufacturerList }) {
  const t = colourText();
  const { category, manufacturer, colours } = list;
  const categoryName = colourCategoryName(category) ?? category;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-6">
      <ColourBreadcrumb
        items={[
          { name: t('breadcrumb.home'), href: '/' },
          { name: t('breadcrumb.catalogue'), href: '/catalogue-couleur' },
          { name: categoryName, href: `/catalogue-couleur/${category}` },
          { name: manufacturer.name, href: colourListUrl(category, manufacturer.slug) },
        ]}
      />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">
          {t('catalogue.makerTitle', { maker: manufacturer.name })}
        </h1>
        <p className="text-muted-foreground">
          {t('catalogue.makerIntro', { count: colours.total, maker: manufacturer.name })}
        </p>
      </header>
      <CodeLocationGuide manufacturer={manufacturer} />
      <section aria-labelledby="teintes-titre" className="flex flex-col gap-4">
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
