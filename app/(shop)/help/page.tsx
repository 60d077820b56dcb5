import type { Metadata } from 'next';
import { infoMetadata, prosePage } from '@/components/info/info-content';
import { InfoPage } from '@/components/info/info-page';

const page = prosePage('help');

export const metadata: Metadata = infoMetadata(page, '/help');

export default function HelpPage() {
  return <InfoPage page={page} />;
}
