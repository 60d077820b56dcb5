import type { Metadata } from 'next';
import { infoMetadata, prosePage } from '@/components/info/info-content';
import { InfoTemplate } from '@/components/info/templates/info-template';

const page = prosePage('livraison');

export const metadata: Metadata = infoMetadata(page, '/livraison');

export default function LivraisonPage() {
  return <InfoTemplate page={page} />;
}
