import { SectionPage, sectionMetadata } from '@/components/catalogue/section-page';

/** /detailing with listing parameters (served here by the rewrite of next.config.ts). */
export function generateMetadata({ searchParams }: PageProps<'/detailing/filtres'>) {
  return sectionMetadata('detailing', searchParams);
}

export default function Page({ searchParams }: PageProps<'/detailing/filtres'>) {
  return <SectionPage sectionKey="detailing" searchParams={searchParams} />;
}
