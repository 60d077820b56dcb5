import type { Metadata } from 'next';
import { CgvLegal } from '@/components/info/cgv-legal';
import { infoMetadata, prosePage } from '@/components/info/info-content';
import { InfoArticle, ProseSections } from '@/components/info/templates/info-template';
import { cachedSiteLegal } from '@/lib/site/cached';

const page = prosePage('cgv');

export const metadata: Metadata = infoMetadata(page, '/cgv');

export default async function CgvPage() {
  // The mediator and the IDUs set in /admin/seo (cached, tag site-settings).
  const legal = await cachedSiteLegal();
  return (
    <InfoArticle title={page.title} intro={page.intro}>
      <ProseSections sections={page.sections} />
      <CgvLegal legal={legal} />
    </InfoArticle>
  );
}
