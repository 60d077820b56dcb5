'use client';

import { useEffect, useRef, type ReactNode } from 'react';

const DESKTOP = '(min-width: 1024px)';

/**
 * The filter panel: a native <details> (works without JavaScript), opened on wide screens
 * once the page runs, folded on phones so the products come first.
 */
export function FiltersDisclosure({
  summary,
  children,
}: {
  summary: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (ref.current && window.matchMedia(DESKTOP).matches) ref.current.open = true;
  }, []);
  return (
    <details
      ref={ref}
      className="group rounded-lg border lg:border-0"
      data-testid="listing-filters"
    >
      <summary className="hover:bg-accent focus-visible:ring-ring/50 flex cursor-pointer list-none items-center justify-between rounded-lg px-4 py-3 font-semibold focus-visible:ring-[3px] focus-visible:outline-none lg:px-0 [&::-webkit-details-marker]:hidden">
        {summary}
        <span aria-hidden className="transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="px-4 pb-4 lg:px-0">{children}</div>
    </details>
  );
}
