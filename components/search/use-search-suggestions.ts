'use client';

import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { BROWSER_READ } from '@/lib/hooks/browser-read';
import { SEARCH_DEBOUNCE_MS } from '@/lib/search/constants';
import { cleanTerm, isSearchable } from '@/lib/search/normalise';
import type { Suggestions } from '@/lib/search/types';
import { clientLog } from '@/lib/log/client';

export type SuggestionState = {
  /** The cleaned term (what is searched and what « see all results » carries). */
  term: string;
  searchable: boolean;
  /** The latest answer; while a newer term loads it is the previous term's answer. */
  data: Suggestions | null;
  loading: boolean;
  error: boolean;
};

async function fetchSuggestions(term: string): Promise<Suggestions> {
  const response = await fetch(`/api/search?q=${encodeURIComponent(term)}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as Suggestions;
}

/**
 * Suggestions for what is typed: nothing under 2 characters, one request 300 ms after the last
 * keystroke. Each answer is kept under its own term (SWR), so an older answer arriving late never
 * replaces a newer one.
 */
export function useSearchSuggestions(input: string): SuggestionState {
  const term = cleanTerm(input);
  const searchable = isSearchable(term);
  const [settled, setSettled] = useState('');

  useEffect(() => {
    if (!searchable) return;
    const timer = window.setTimeout(() => setSettled(term), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [term, searchable]);

  const asked = searchable && settled === term;
  const { data, error, isLoading } = useSWR(asked ? term : null, fetchSuggestions, {
    ...BROWSER_READ,
    onError: (reason: unknown) => clientLog.error('recherche : suggestions indisponibles', reason),
  });

  const failed = asked && error !== undefined && !isLoading;
  return {
    term,
    searchable,
    data: searchable && !failed ? (data ?? null) : null,
    loading: searchable && (!asked || isLoading),
    error: failed,
  };
}
