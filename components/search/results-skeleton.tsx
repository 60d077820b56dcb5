import { Skeleton } from '@/components/ui/skeleton';

/** Placeholder while the results stream in. */
export function ResultsSkeleton() {
  return (
    <div aria-hidden>
      <Skeleton className="h-8 w-2/3 max-w-md" />
      <div className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} className="aspect-[3/4]" />
        ))}
      </div>
    </div>
  );
}
