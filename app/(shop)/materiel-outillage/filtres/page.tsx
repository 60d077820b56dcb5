import { SectionPage, sectionMetadata } from '@/components/catalogue/section-page';

/** /materiel-outillage with listing parameters (served here by the rewrite of next.config.ts). */
export function generateMetadata({ searchParams }: PageProps<'/materiel-outillage/filtres'>) {
  return sectionMetadata('outillage', searchParams);
}

export default function Page({ searchParams }: PageProps<'/materiel-outillage/filtres'>) {
  return <SectionPage sectionKey="outillage" searchParams={searchParams} />;
}
