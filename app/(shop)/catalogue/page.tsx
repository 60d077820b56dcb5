import { CatalogueTemplate } from '@/components/catalogue/templates/catalogue-template';
import { catalogueMetadataInput } from '@/lib/catalogue/metadata';
import { listingMetadata } from '@/lib/catalogue/metadata';

export const metadata = listingMetadata(catalogueMetadataInput());

export default function Page() {
  return <CatalogueTemplate />;
}
