import { SectionPage, sectionMetadata } from '@/components/catalogue/section-page';

/** /equipement with listing parameters (served here by the rewrite of next.config.ts). */
export function generateMetadata({ searchParams }: PageProps<'/equipement/filtres'>) {
  return sectionMetadata('equipement', searchParams);
}

export default function Page({ searchParams }: PageProps<'/equipement/filtres'>) {
  return <SectionPage sectionKey="equipement" searchParams={searchParams} />;
}
