import type { Metadata } from 'next';
import { infoMetadata, prosePage } from '@/components/info/info-content';
import { InfoTemplate } from '@/components/info/templates/info-template';

const page = prosePage('paiements');

export const metadata: Metadata = infoMetadata(page, '/paiements-securises');

export default function PaiementsSecurisesPage() {
  return <InfoTemplate page={page} />;
}
