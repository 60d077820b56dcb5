import type { Metadata } from 'next';
import { infoMetadata, prosePage } from '@/components/info/info-content';
import { InfoPage } from '@/components/info/info-page';

const page = prosePage('paiements');

export const metadata: Metadata = infoMetadata(page, '/paiements-securises');

export default function PaiementsSecurisesPage() {
  return <InfoPage page={page} />;
}
