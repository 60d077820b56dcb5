import type { Metadata } from 'next';
import { infoMetadata, prosePage } from '@/components/info/info-content';
import { InfoTemplate } from '@/components/info/templates/info-template';

const page = prosePage('cgv');

export const metadata: Metadata = infoMetadata(page, '/cgv');

export default function CgvPage() {
  return <InfoTemplate page={page} />;
}
