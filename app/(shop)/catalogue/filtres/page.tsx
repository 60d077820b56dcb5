import { CatalogueTemplate } from '@/components/catalogue/templates/catalogue-template';
import { catalogueMetadataInput } from '@/lib/catalogue/metadata';
import { parseListingFilters } from '@/lib/catalogue/filters';
import { listingMetadata } from '@/lib/catalogue/metadata';

/**
 * /catalogue with listing parameters, served here by the rewrite of next.config.ts. Rendered
 * per request as one complete HTML document (no streamed hole), so it works without JavaScript.
 */
export const instant = false;

type Props = PageProps<'/catalogue/filtres'>;

export async function generateMetadata({ searchParams }: Props) {
  return listingMetadata({ ...catalogueMetadataInput(), searchParams: await searchParams });
}

export default async function Page({ searchParams }: Props) {
  return <CatalogueTemplate filters={parseListingFilters(await searchParams)} />;
}
