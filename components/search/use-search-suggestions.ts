'use client';

import { useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@/lib/search/constants';
import { cleanTerm, isSearchable } from '@/lib/search/normalise';
import type { Suggestions } from '@/lib/search/types';
import { clientLog } from '@/lib/log/client';

type Answer = { term: string; data: Suggestions | null; error: boolean };

export type SuggestionState = {
  /** The cleaned term (what is searched and what « see all results » carries). */
  term: string;
  searchable: boolean;
  /** The latest answer; while a newer term loads it is the previous term's answer. */
  data: Suggestions | null;
  loading: boolean;
  error: boolean;
};

/**
 * Suggestions for what is typed: nothing under 2 characters, one request 300 ms after the last
 * keystroke. A newer term aborts the request in flight, and a sequence number makes sure an
 * older answer arriving late never replaces a newer one.
 */
export function useSearchSuggestions(input: string): SuggestionState {
  const term = cleanTerm(input);
  const searchable = isSearchable(term);
  const [answer, setAnswer] = useState<Answer>({ term: '', data: null, error: false });
  const sequence = useRef(0);

  useEffect(() => {
    const id = ++sequence.current;
    if (!searchable) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetch(`/api/search?q=${encodeURIComponent(term)}`, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      })
        .then(async (response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return (await response.json()) as Suggestions;
        })
        .then((data) => {
          if (id === sequence.current) setAnswer({ term, data, error: false });
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted || id !== sequence.current) return;
          clientLog.error('recherche : suggestions indisponibles', error);
          setAnswer({ term, data: null, error: true });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term, searchable]);

  const current = searchable && answer.term === term;
  return {
    term,
    searchable,
    data: searchable ? answer.data : null,
    loading: searchable && !current,
    error: current && answer.error,
  };
}
