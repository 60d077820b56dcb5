import { Skeleton } from '@/components/ui/skeleton';
import { SuggestionsSkeleton } from './suggestions-skeleton';

/** The colour page while it loads: breadcrumb, swatch, configurator and cards in outline. */
export function ColourPageSkeleton() {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-6" aria-busy="true">
      <div className="flex flex-col gap-3">
        <Skeleton className="h-4 w-80 max-w-full" />
        <Skeleton className="h-8 w-24" />
      </div>
      <div className="grid gap-8 lg:grid-cols-2">
        <div className="flex flex-col gap-4">
          <Skeleton className="aspect-[4/3] w-full rounded-xl" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-5 w-1/3" />
        </div>
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
      <SuggestionsSkeleton />
    </div>
  );
}
