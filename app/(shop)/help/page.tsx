import type { Metadata } from 'next';
import { infoMetadata, prosePage } from '@/components/info/info-content';
import { InfoTemplate } from '@/components/info/templates/info-template';

const page = prosePage('help');

export const metadata: Metadata = infoMetadata(page, '/help');

export default function HelpPage() {
  return <InfoTemplate page={page} />;
}
