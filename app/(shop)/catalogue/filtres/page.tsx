import { CataloguePage, catalogueMetadataInput } from '@/components/catalogue/catalogue-page';
import { listingMetadata } from '@/lib/catalogue/listing-metadata';

/** /catalogue with listing parameters (served here by the rewrite of next.config.ts). */
export async function generateMetadata({ searchParams }: PageProps<'/catalogue/filtres'>) {
  return listingMetadata({ ...catalogueMetadataInput(), searchParams: await searchParams });
}

export default function Page({ searchParams }: PageProps<'/catalogue/filtres'>) {
  return <CataloguePage searchParams={searchParams} />;
}
