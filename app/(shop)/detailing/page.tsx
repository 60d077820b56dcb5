import { SectionPage, sectionMetadata } from '@/components/catalogue/section-page';

export function generateMetadata() {
  return sectionMetadata('detailing');
}

export default function Page() {
  return <SectionPage sectionKey="detailing" />;
}
