import { SectionTemplate } from '@/components/catalogue/templates/section-template';
import { sectionMetadata } from '@/lib/catalogue/metadata';
import { parseListingFilters } from '@/lib/catalogue/filters';

/**
 * /equipement with listing parameters, served here by the rewrite of next.config.ts.
 * Rendered per request as one complete HTML document, so it works without JavaScript.
 */
export const instant = false;

type Props = PageProps<'/equipement/filtres'>;

export async function generateMetadata({ searchParams }: Props) {
  return sectionMetadata('equipement', await searchParams);
}

export default async function Page({ searchParams }: Props) {
  return (
    <SectionTemplate sectionKey="equipement" filters={parseListingFilters(await searchParams)} />
  );
}
