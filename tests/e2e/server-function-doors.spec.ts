/**
 * Issue 34, §1, §2 and §6: what a stranger can send to server functions, as plain HTTP against
 * the built app (no browser page), with the build's own manifests in hand.
 * - Every 'use cache' function's id, and an unknown id, POSTed as a visitor to a page and to a
 *   route handler: refused (4xx), no data. A genuine 'use server' action still answers.
 * - Hostile requests to every route handler (any method, a Next-Action header, an Origin),
 *   sent while its cached answer is being renewed: its next GET still answers 200 with its body.
 * - A foreign Origin, a truncated or malformed body, a body over the limit: 4xx, no stack.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type APIResponse } from './support/test';
import { expireTagsAsAnotherInstance } from './support/cache';

type Entry = { exportedName?: string; workers: Record<string, unknown> };
const manifest = JSON.parse(
  readFileSync('.next/server/server-reference-manifest.json', 'utf8'),
) as { node: Record<string, Entry> };
const appPaths = Object.keys(
  JSON.parse(readFileSync('.next/server/app-paths-manifest.json', 'utf8')) as object,
);
const entries = Object.entries(manifest.node);
const cacheIds = entries
  .filter(([, e]) => e.exportedName?.startsWith('$$RSC_SERVER_CACHE_'))
  .map(([id]) => id);
const idOf = (name: string) => entries.find(([, e]) => e.exportedName === name)![0];
const UNKNOWN_ID = `7f${'0'.repeat(40)}`;
const messages = JSON.parse(readFileSync('messages/fr.json', 'utf8')) as {
  cart: { stock: { notFound: string } };
};

/** The route handlers' addresses, from the build (dynamic segments given a value). */
const routeHandlers = appPaths
  .filter((key) => key.endsWith('/route'))
  .map(
    (key) =>
      key
        .slice(0, -'/route'.length)
        .split('/')
        .filter((s) => s && !/^\(.*\)$/.test(s))
        .map((s) => (/^\[.*\]$/.test(s) ? 'essai' : s))
        .join('/')
        .replace(/^/, '/') || '/',
  );
/** Answers with an endless stream (server-sent events): its GET is not compared. */
const STREAMING = new Set(['/api/events']);
const comparable = routeHandlers.filter((path) => !STREAMING.has(path));

const postAction = (
  request: APIRequestContext,
  path: string,
  id: string,
  body = '[{}]',
  headers: Record<string, string> = {},
) =>
  request.post(path, {
    headers: { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8', ...headers },
    data: body,
    maxRedirects: 0,
    failOnStatusCode: false,
  });

/** A refusal: a 4xx, nothing of the function's result, no stack or digest. */
async function expectRefused(response: APIResponse, what: string) {
  expect(response.status(), what).toBeGreaterThanOrEqual(400);
  expect(response.status(), what).toBeLessThan(500);
  const text = await response.text();
  expect(text, what).not.toMatch(/"figures"|revenue|"digest"|\bat \S+ \(|Error:/);
}

test.describe.configure({ timeout: 120_000 });

test('no cached read answers a stranger, at a page or at a route handler; a genuine action still does', async ({
  request,
}) => {
  expect(cacheIds.length, 'des fonctions en cache dans le manifeste').toBeGreaterThan(10);
  expect(routeHandlers).toEqual(
    expect.arrayContaining(['/sitemap.xml', '/google-shopping-feed.xml']),
  );
  for (const id of [...cacheIds, UNKNOWN_ID]) {
    for (const path of ['/', '/admin', '/sitemap.xml', '/api/search']) {
      const response = await postAction(request, path, id);
      await expectRefused(response, `${id} → ${path}`);
      // Refused by proxy.ts itself: cached reads and every route handler 403 (Next alone would
      // have run the read, or answered the route's own 405), unknown ids Next's 404 marker.
      if (id !== UNKNOWN_ID || routeHandlers.includes(path)) {
        expect(response.status(), `${id} → ${path}`).toBe(403);
      } else {
        expect(response.headers()['x-nextjs-action-not-found'], path).toBe('1');
      }
    }
  }
  // The admin dashboard's read, by name: 403 at the door.
  const dashboard = entries.find(
    ([, e]) =>
      Object.keys(e.workers).includes('app/(admin)/admin/page') &&
      e.exportedName?.startsWith('$$RSC_SERVER_CACHE_'),
  );
  expect((await postAction(request, '/', dashboard![0])).status()).toBe(403);

  // A genuine 'use server' action, called as the cart calls it: it runs and answers in French.
  const stock = await postAction(
    request,
    '/cart',
    idOf('checkStock'),
    JSON.stringify([{ productId: 'inconnu', inCart: 0, requested: 1 }]),
  );
  expect(stock.status()).toBe(200);
  expect(stock.headers()['content-type']).toContain('text/x-component');
  expect(await stock.text()).toContain(messages.cart.stock.notFound);
  // …but not at a route handler.
  await expectRefused(
    await postAction(request, '/sitemap.xml', idOf('checkStock'), '[]'),
    'action → route handler',
  );
});

/** What another instance does when the catalogue changes: every cached answer is renewed. */
const expireCatalogueTags = () =>
  expireTagsAsAnotherInstance(
    ['feed', 'products', 'colours', 'categories', 'brands', 'paint-manufacturers'],
    'e2e-portes',
  );

test('no request of any method or header changes what a route handler’s next GET answers', async ({
  request,
}) => {
  const xmlRoutes = ['/sitemap.xml', '/google-shopping-feed.xml'];
  const before = new Map<string, number>();
  for (const path of comparable) {
    before.set(
      path,
      (await request.get(path, { maxRedirects: 0, failOnStatusCode: false })).status(),
    );
  }
  for (const path of xmlRoutes) expect(before.get(path), path).toBe(200);

  // The cached answers are being renewed (another instance expired their tags) when the
  // hostile requests arrive: a request that renewed one would be what the next GET gets.
  await expireCatalogueTags();
  const origin = new URL(test.info().project.use.baseURL!).origin;
  for (const path of routeHandlers) {
    for (const id of [...cacheIds.slice(0, 3), idOf('checkStock'), UNKNOWN_ID]) {
      await postAction(request, path, id, '[]', { origin });
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      await request.fetch(path, {
        method,
        headers: { origin, 'content-type': 'text/plain' },
        data: '[]',
        maxRedirects: 0,
        failOnStatusCode: false,
      });
    }
  }
  for (const path of comparable) {
    // Twice: the renewed answer, then the one kept in the cache.
    for (const round of [1, 2]) {
      const response = await request.get(path, { maxRedirects: 0, failOnStatusCode: false });
      expect(response.status(), `${path} (${round})`).toBe(before.get(path));
    }
  }
  for (const path of xmlRoutes) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('xml');
    expect(await response.text(), path).toMatch(/^<\?xml/);
  }
});

test('a foreign origin, a broken body or a body over the limit answer 4xx, without a stack', async ({
  request,
}) => {
  const action = idOf('checkStock');
  const valid = JSON.stringify([{ productId: 'inconnu', inCart: 0, requested: 1 }]);
  const cases: Array<[string, Promise<APIResponse>]> = [
    [
      'origine étrangère',
      postAction(request, '/cart', action, valid, { origin: 'https://evil.example' }),
    ],
    ['origine nulle', postAction(request, '/cart', action, valid, { origin: 'null' })],
    ['corps tronqué', postAction(request, '/cart', action, valid.slice(0, 20))],
    ['corps malformé', postAction(request, '/cart', action, '{"$K1":')],
    ['corps vide', postAction(request, '/cart', action, '')],
    [
      'multipart tronqué',
      request.post('/cart', {
        headers: {
          'next-action': action,
          'content-type': 'multipart/form-data; boundary=frontiere',
        },
        data: '--frontiere\r\nContent-Disposition: form-data; name="0"\r\n\r\n[{"productId":',
        failOnStatusCode: false,
      }),
    ],
    [
      'au-delà de la limite',
      postAction(request, '/cart', action, `["${'x'.repeat(6 * 1024 * 1024)}"]`),
    ],
  ];
  for (const [what, pending] of cases) await expectRefused(await pending, what);
});
