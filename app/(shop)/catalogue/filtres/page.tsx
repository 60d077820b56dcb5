import { CataloguePage, catalogueMetadataInput } from '@/components/catalogue/catalogue-page';
import { parseListingFilters } from '@/lib/catalogue/filters';
import { listingMetadata } from '@/lib/catalogue/listing-metadata';

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
  return <CataloguePage filters={parseListingFilters(await searchParams)} />;
}
