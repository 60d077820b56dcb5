import { ColourPageSkeleton } from '@/components/colour/colour-page-skeleton';

export default function Loading() {
  return <ColourPageSkeleton />;
}
