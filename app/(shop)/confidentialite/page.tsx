import type { Metadata } from 'next';
import { infoMetadata, prosePage } from '@/components/info/info-content';
import { InfoTemplate } from '@/components/info/templates/info-template';

const page = prosePage('confidentialite');

export const metadata: Metadata = infoMetadata(page, '/confidentialite');

export default function ConfidentialitePage() {
  return <InfoTemplate page={page} />;
}
