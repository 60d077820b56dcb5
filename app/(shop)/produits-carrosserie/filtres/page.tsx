import { SectionPage, sectionMetadata } from '@/components/catalogue/section-page';

/** /produits-carrosserie with listing parameters (served here by the rewrite of next.config.ts). */
export function generateMetadata({ searchParams }: PageProps<'/produits-carrosserie/filtres'>) {
  return sectionMetadata('carrosserie', searchParams);
}

export default function Page({ searchParams }: PageProps<'/produits-carrosserie/filtres'>) {
  return <SectionPage sectionKey="carrosserie" searchParams={searchParams} />;
}
