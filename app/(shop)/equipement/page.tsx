import { SectionPage, sectionMetadata } from '@/components/catalogue/section-page';

export function generateMetadata() {
  return sectionMetadata('equipement');
}

export default function Page() {
  return <SectionPage sectionKey="equipement" />;
}
