import { SectionPage, sectionMetadata } from '@/components/catalogue/section-page';

export function generateMetadata() {
  return sectionMetadata('carrosserie');
}

export default function Page() {
  return <SectionPage sectionKey="carrosserie" />;
}
