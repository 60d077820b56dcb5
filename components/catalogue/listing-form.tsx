'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';
import { listingSearch, parseListingFilters } from '@/lib/catalogue/filters';

/**
 * A GET form over a listing. Without JavaScript the browser submits it as is; with it, the
 * query is normalised (empty fields dropped, stable order) and the page navigates client-side.
 */
export function ListingForm({
  action,
  fixed = {},
  className,
  children,
  ...rest
}: {
  action: string;
  fixed?: { category?: boolean; brand?: boolean };
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'data-testid'?: string;
}) {
  const router = useRouter();
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim() !== '') params.append(key, value);
    }
    router.push(`${action}${listingSearch(parseListingFilters(params), fixed)}`);
  }
  return (
    <form action={action} method="get" onSubmit={onSubmit} className={className} {...rest}>
      {children}
    </form>
  );
}
