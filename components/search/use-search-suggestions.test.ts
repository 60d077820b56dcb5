// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@/lib/search/constants';
import type { Suggestions } from '@/lib/search/types';
import { useSearchSuggestions, type SuggestionState } from './use-search-suggestions';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const answerFor = (term: string) => ({ term }) as unknown as Suggestions;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('a late answer to an older term never replaces the newer one', async () => {
  vi.useFakeTimers();
  const asked = new Map<string, (body: Suggestions) => void>();
  vi.stubGlobal('fetch', (url: string) => {
    const term = new URL(url, 'http://shop').searchParams.get('q') ?? '';
    return new Promise((resolve) =>
      asked.set(term, (body) => resolve(new Response(JSON.stringify(body)))),
    );
  });
  let seen!: SuggestionState;
  function Probe({ input }: { input: string }) {
    seen = useSearchSuggestions(input);
    return null;
  }
  const root = createRoot(document.createElement('div'));

  await act(async () => root.render(createElement(Probe, { input: 'QN' })));
  await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  await act(async () => root.render(createElement(Probe, { input: 'QNG' })));
  await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  expect([...asked.keys()]).toEqual(['QN', 'QNG']);

  await act(async () => asked.get('QNG')!(answerFor('QNG')));
  await vi.waitFor(() => expect(seen).toMatchObject({ data: { term: 'QNG' }, loading: false }));
  await act(async () => asked.get('QN')!(answerFor('QN')));
  await act(async () => vi.advanceTimersByTime(50));
  expect(seen).toMatchObject({ term: 'QNG', data: { term: 'QNG' }, loading: false });
  await act(async () => root.unmount());
});

it('asks once the typing has paused, and nothing under two characters', async () => {
  vi.useFakeTimers();
  const fetch = vi.fn(() => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetch);
  function Probe({ input }: { input: string }) {
    useSearchSuggestions(input);
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(createElement(Probe, { input: ' a ' })));
  await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
  expect(fetch).not.toHaveBeenCalled();
  await act(async () => root.render(createElement(Probe, { input: 'vernis' })));
  await act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 10));
  expect(fetch).not.toHaveBeenCalled();
  await act(async () => vi.advanceTimersByTime(10));
  expect(fetch).toHaveBeenCalledTimes(1);
  await act(async () => root.unmount());
});
