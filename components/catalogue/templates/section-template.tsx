import { notFound } from 'next/navigation';
import { parseListingFilters, type ListingFilters } from '@/lib/catalogue/filters';
import { sectionMetadata } from '@/lib/catalogue/metadata';
import { VIEW_SAMPLE, viewSearchParams } from '@/lib/catalogue/rewrites';
import { getCachedCategories } from '@/lib/catalogue/cached';
import { sectionOf, type SectionKey } from '@/lib/catalogue/sections';
import { CATALOGUE_PATH } from '@/lib/urls';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { CategoryGrid } from '../category-grid';
import { ListingTemplate } from './listing-template';

/** A section page (/produits-carrosserie, /materiel-outillage, /equipement, /detailing). */
export async function SectionTemplate({
  sectionKey,
  filters,
}: {
  sectionKey: SectionKey;
  filters?: ListingFilters;
}) {
  const t = getCatalogueT();
  const section = sectionOf(sectionKey)!;
  const categories = await getCachedCategories(sectionKey);
  return (
    <ListingTemplate
      crumbs={[
        { name: t('breadcrumb.catalogue'), path: CATALOGUE_PATH },
        { name: section.name, path: section.path },
      ]}
      title={section.name}
      intro={<p>{t(`section.${sectionKey}.intro`)}</p>}
      basePath={section.path}
      scope={{ section: sectionKey }}
      filters={filters}
    >
      <CategoryGrid categories={categories} title={t('section.categories')} />
    </ListingTemplate>
  );
}

type ViewProps = { params: Promise<{ tri: string; page: string }> };

/**
 * The exports of a section's `vue/[tri]/[page]` route (a sort order and/or an early page, cached
 * per URL, see lib/catalogue/rewrites.ts): each section's route file re-exports these.
 */
export function sectionViewRoute(sectionKey: SectionKey) {
  return {
    generateStaticParams: () => [VIEW_SAMPLE],
    async generateMetadata({ params }: ViewProps) {
      const searchParams = viewSearchParams(await params);
      return searchParams ? sectionMetadata(sectionKey, searchParams) : {};
    },
    async Page({ params }: ViewProps) {
      const searchParams = viewSearchParams(await params);
      if (!searchParams) notFound();
      return (
        <SectionTemplate sectionKey={sectionKey} filters={parseListingFilters(searchParams)} />
      );
    },
  };
}
