import { SectionPage, sectionMetadata } from '@/components/catalogue/section-page';

export function generateMetadata() {
  return sectionMetadata('outillage');
}

export default function Page() {
  return <SectionPage sectionKey="outillage" />;
}
