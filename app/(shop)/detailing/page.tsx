import { SectionTemplate } from '@/components/catalogue/templates/section-template';
import { sectionMetadata } from '@/lib/catalogue/metadata';

export function generateMetadata() {
  return sectionMetadata('detailing');
}

export default function Page() {
  return <SectionTemplate sectionKey="detailing" />;
}
