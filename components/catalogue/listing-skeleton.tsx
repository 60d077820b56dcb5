import { Skeleton } from '@/components/ui/skeleton';

/** What shows while a filtered listing streams in. */
export function ListingSkeleton({ label }: { label: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_1fr] lg:gap-10" aria-busy="true">
      <Skeleton className="h-12 lg:h-96" />
      <div>
        <p className="sr-only" role="status">
          {label}
        </p>
        <Skeleton className="mb-4 h-9 w-full" />
        <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="aspect-[3/4] w-full" />
          ))}
        </div>
      </div>
    </div>
  );
}
