import type { Metadata } from 'next';
import { infoMetadata, prosePage } from '@/components/info/info-content';
import { InfoPage } from '@/components/info/info-page';

const page = prosePage('confidentialite');

export const metadata: Metadata = infoMetadata(page, '/confidentialite');

export default function ConfidentialitePage() {
  return <InfoPage page={page} />;
}
