import { SectionPage, sectionMetadata } from '@/components/catalogue/section-page';
import { parseListingFilters } from '@/lib/catalogue/filters';

/**
 * /materiel-outillage with listing parameters, served here by the rewrite of next.config.ts.
 * Rendered per request as one complete HTML document, so it works without JavaScript.
 */
export const instant = false;

type Props = PageProps<'/materiel-outillage/filtres'>;

export async function generateMetadata({ searchParams }: Props) {
  return sectionMetadata('outillage', await searchParams);
}

export default async function Page({ searchParams }: Props) {
  return <SectionPage sectionKey="outillage" filters={parseListingFilters(await searchParams)} />;
}
