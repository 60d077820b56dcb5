import type { Metadata } from 'next';
import { infoMetadata, mentionsPage } from '@/components/info/info-content';
import { InfoArticle, ProseSections } from '@/components/info/templates/info-template';
import { LegalIdentity } from '@/components/info/legal-identity';

const page = mentionsPage();

export const metadata: Metadata = infoMetadata(page, '/mentions-legales');

export default function MentionsLegalesPage() {
  return (
    <InfoArticle title={page.title} intro={page.intro}>
      <LegalIdentity labels={page.identity} />
      <ProseSections sections={page.sections} />
    </InfoArticle>
  );
}
