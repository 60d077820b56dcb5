// @vitest-environment happy-dom
/**
 * Ids of routes React hides: two « pages » with the same ids under React's own <Activity>, as
 * Next keeps a route just left; only the shown one keeps its ids, nested parts included. The
 * built app is walked in tests/e2e/layout.spec.ts.
 */
import { act, Activity, createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { afterAll, afterEach, expect, it } from 'vitest';
import { watchHiddenRoutes } from './hidden-route-ids';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The observer's callbacks run as microtasks: let them. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

const page = (name: string, inner?: React.ReactNode) =>
  h('div', null, h('main', { id: 'contenu' }, name), h('h2', { id: 'listing-heading' }), inner);

function App({ shown, innerShown = 'a' }: { shown: 'a' | 'b'; innerShown?: 'a' | 'b' }) {
  const part = (on: boolean, children: React.ReactNode) =>
    h(Activity, { mode: on ? 'visible' : 'hidden', children });
  const inner = h(
    'section',
    null,
    part(innerShown === 'a', h('p', { id: 'tab' }, 'a')),
    part(innerShown === 'b', h('p', { id: 'tab' }, 'b')),
  );
  return h('div', null, part(shown === 'a', page('a', inner)), part(shown === 'b', page('b')));
}

const container = document.createElement('div');
document.body.append(container);
const observer = watchHiddenRoutes(container);
const root = createRoot(container);

afterEach(() => act(async () => root.render(null)));
afterAll(() => observer.disconnect());

const ids = (id: string) =>
  [...container.querySelectorAll(`#${id}`)].map((e) => e.textContent ?? '');

it('keeps the ids of the shown route only, and gives them back when it shows again', async () => {
  await act(async () => root.render(h(App, { shown: 'a' })));
  await settle();
  // The page not shown yet was rendered hidden: its ids are set aside from the start.
  expect(ids('contenu')).toEqual(['a']);
  expect(ids('listing-heading')).toHaveLength(1);

  await act(async () => root.render(h(App, { shown: 'b' })));
  await settle();
  expect(ids('contenu')).toEqual(['b']);
  expect(ids('listing-heading')).toHaveLength(1);
  expect(ids('tab')).toEqual([]);

  await act(async () => root.render(h(App, { shown: 'a' })));
  await settle();
  expect(ids('contenu')).toEqual(['a']);
  expect(ids('tab')).toEqual(['a']);
});

it('leaves set aside the ids of a part still hidden inside a route shown again', async () => {
  await act(async () => root.render(h(App, { shown: 'a', innerShown: 'b' })));
  await settle();
  expect(ids('tab')).toEqual(['b']);
  await act(async () => root.render(h(App, { shown: 'b', innerShown: 'b' })));
  await settle();
  await act(async () => root.render(h(App, { shown: 'a', innerShown: 'b' })));
  await settle();
  expect(ids('tab')).toEqual(['b']);
  expect(ids('contenu')).toEqual(['a']);
});
