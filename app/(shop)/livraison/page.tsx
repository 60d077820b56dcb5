import type { Metadata } from 'next';
import { infoMetadata, prosePage } from '@/components/info/info-content';
import { InfoPage } from '@/components/info/info-page';

const page = prosePage('livraison');

export const metadata: Metadata = infoMetadata(page, '/livraison');

export default function LivraisonPage() {
  return <InfoPage page={page} />;
}
