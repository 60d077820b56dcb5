import type { Metadata } from 'next';
import { infoMetadata, prosePage } from '@/components/info/info-content';
import { InfoPage } from '@/components/info/info-page';

const page = prosePage('cgv');

export const metadata: Metadata = infoMetadata(page, '/cgv');

export default function CgvPage() {
  return <InfoPage page={page} />;
}
