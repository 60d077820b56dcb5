import { ColourListSkeleton } from '@/components/colour/colour-list-skeleton';

export default function Loading() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6">
      <ColourListSkeleton count={24} />
    </div>
  );
}
