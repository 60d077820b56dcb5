import { SectionTemplate } from '@/components/catalogue/templates/section-template';
import { sectionMetadata } from '@/lib/catalogue/metadata';

export function generateMetadata() {
  return sectionMetadata('outillage');
}

export default function Page() {
  return <SectionTemplate sectionKey="outillage" />;
}
