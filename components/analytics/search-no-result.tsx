'use client';

import { useEffect } from 'react';
import { trackSearchNoResult } from '@/lib/analytics/events';

/** The full results page found nothing for `query`: tells analytics (after consent). */
export function SearchNoResult({ query }: { query: string }) {
  useEffect(() => {
    trackSearchNoResult({ query, where: 'page' });
  }, [query]);
  return null;
}
