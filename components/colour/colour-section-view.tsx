import { Suspense } from 'react';
import { colourText } from '@/lib/colours/text';
import { cachedSectionColours } from '@/lib/colours/cached';
import type { ColourSection } from '@/lib/colours/types';
import { ColourBreadcrumb } from './colour-breadcrumb';
import { ColourGrid } from './colour-grid';
import { ColourListSkeleton } from './colour-list-skeleton';
import { ColourPagination } from './colour-pagination';
import { ColourSectionLinks } from './colour-section-links';
import styles from './colour-list.module.css';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** ?page=n read at request time (inside Suspense); the list itself is cached per page. */
async function SectionColours({
  section,
  searchParams,
}: {
  section: ColourSection;
  searchParams: SearchParams;
}) {
  const raw = (await searchParams).page;
  const requested = Math.min(Number.parseInt(String(raw ?? '1'), 10) || 1, 1_000_000);
  const colours = await cachedSectionColours(section, Math.max(1, requested));
  return (
    <>
      <ColourGrid colours={colours.items} showMaker />
      <ColourPagination
        page={colours.page}
        pageCount={colours.pageCount}
        hrefFor={(page) => `/catalogue-couleur/${section}${page > 1 ? `?page=${page}` : ''}`}
      />
    </>
  );
}

/** The finish sub-sections: standard makers' colours, special effects, metallic, pearl. */
export function ColourSectionView({
  section,
  searchParams,
}: {
  section: ColourSection;
  searchParams: SearchParams;
}) {
  const t = colourText();
  const title = t(`catalogue.sections.${section}.title`);
  return (
    <div className={styles.page}>
      <ColourBreadcrumb
        items={[
          { name: t('breadcrumb.home'), href: '/' },
          { name: t('breadcrumb.catalogue'), href: '/catalogue-couleur' },
          { name: title, href: `/catalogue-couleur/${section}` },
        ]}
      />
      <header className={styles.head}>
        <h1>{title}</h1>
        <p>{t(`catalogue.sections.${section}.description`)}</p>
      </header>
      <section aria-labelledby="teintes-titre" className="flex flex-col gap-6">
        <h2 id="teintes-titre" className="sr-only">
          {t('catalogue.coloursTitle')}
        </h2>
        <Suspense fallback={<ColourListSkeleton />}>
          <SectionColours section={section} searchParams={searchParams} />
        </Suspense>
      </section>
      <ColourSectionLinks current={section} />
    </div>
  );
}
