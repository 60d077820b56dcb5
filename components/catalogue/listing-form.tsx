'use client';

import type { FormEvent, ReactNode } from 'react';
import {
  listingSearch,
  parseListingFilters,
  SEARCH_PARAM,
  withSearch,
} from '@/lib/catalogue/filters';

/**
 * A GET form over a listing. Without JavaScript the browser submits it as is; with it, the
 * query is normalised first (empty fields dropped, stable order), and a `submitOnChange` form
 * (the sort choice) submits as soon as a field changes, its button then only in <noscript>.
 * Either way the browser loads
 * the page: a listing address with parameters is served by its /filtres twin (a server
 * rewrite the client router cannot predict), so it must not be a client-side navigation.
 */
export function ListingForm({
  action,
  fixed = {},
  submitOnChange = false,
  className,
  children,
  ...rest
}: {
  action: string;
  fixed?: { category?: boolean; brand?: boolean };
  submitOnChange?: boolean;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'data-testid'?: string;
}) {
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string' && value.trim() !== '') params.append(key, value);
    }
    const query = listingSearch(parseListingFilters(params), fixed);
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load on purpose (see above)
    window.location.assign(`${action}${withSearch(params.get(SEARCH_PARAM), query)}`);
  }
  return (
    <form
      action={action}
      method="get"
      onSubmit={onSubmit}
      {...(submitOnChange
        ? { onChange: (event: FormEvent<HTMLFormElement>) => event.currentTarget.requestSubmit() }
        : {})}
      className={className}
      {...rest}
    >
      {children}
    </form>
  );
}
