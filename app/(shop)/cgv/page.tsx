import type { Metadata } from 'next';
import { CgvLegal } from '@/components/info/cgv-legal';
import { infoMetadata, prosePage } from '@/components/info/info-content';
import { InfoArticle, ProseSections } from '@/components/info/templates/info-template';
import { cachedSiteLegal } from '@/lib/site/cached';
import { ColourGuarantee } from '@/components/colour/colour-guarantee';
import { cachedGuaranteeSettings } from '@/lib/guarantee/cached';

const page = prosePage('cgv');

export const metadata: Metadata = infoMetadata(page, '/cgv');

export default async function CgvPage() {
  // The mediator and the IDUs set in /admin/seo (cached, tag site-settings).
  const legal = await cachedSiteLegal();
  return (
    <InfoArticle title={page.title} intro={page.intro}>
      <ProseSections sections={page.sections} />
      {/* The colour-match guarantee (issue 41 §2): its days, and its page of conditions. */}
      <ColourGuarantee days={(await cachedGuaranteeSettings()).claimDays} />
      <CgvLegal legal={legal} />
    </InfoArticle>
  );
}
