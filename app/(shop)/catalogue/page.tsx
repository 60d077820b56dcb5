import { CataloguePage, catalogueMetadataInput } from '@/components/catalogue/catalogue-page';
import { listingMetadata } from '@/lib/catalogue/listing-metadata';

export const metadata = listingMetadata(catalogueMetadataInput());

export default function Page() {
  return <CataloguePage />;
}
