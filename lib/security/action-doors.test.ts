import { describe, expect, it } from 'vitest';
import {
  routeHandlerMatcher,
  screenActionRequest,
  splitServerReferences,
  type ActionDoors,
} from './action-doors';

const ACTION = '7f8a0ba0ff410f6e5cbbf64369d245f9599633abe8';
const CACHED = 'c0125db1ddf17bce545684e3d880cb7d2650932029';
// A cache function's id whose manifest entry would not say so: the id's type bit still does.
const CACHED_UNLISTED = '80aa0ba0ff410f6e5cbbf64369d245f9599633abe8';

const manifest = {
  node: {
    [ACTION]: { exportedName: 'sendContactMessage', filename: 'lib/contact/actions.ts' },
    [CACHED]: { exportedName: '$$RSC_SERVER_CACHE_0', filename: 'lib/admin/dashboard/cached.ts' },
    // Misleading name, but the type bit says 'use cache'.
    [CACHED_UNLISTED]: { exportedName: 'lireTableau', filename: 'lib/x.ts' },
  },
  edge: {},
};

const appPaths = [
  '/(shop)/page',
  '/(shop)/color/[id]/route',
  '/sitemap.xml/route',
  '/api/uploads/[bucket]/[name]/route',
  '/api/docs/[...path]/route',
];

const doors: ActionDoors = {
  ...splitServerReferences(manifest),
  isRouteHandler: routeHandlerMatcher(appPaths),
};

function request(
  init: { method?: string; path?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const headers = new Headers({ host: 'boutique.test', ...init.headers });
  const body = init.body ?? '[]';
  return {
    method: init.method ?? 'POST',
    pathname: init.path ?? '/',
    headers,
    text: async () => body,
    formData: () =>
      new Request('http://boutique.test/', {
        method: 'POST',
        headers: { 'content-type': headers.get('content-type') ?? '' },
        body,
      }).formData(),
  };
}
const call = (id: string, more: Parameters<typeof request>[0] = {}) =>
  request({ ...more, headers: { 'next-action': id, ...more.headers } });

describe('the build manifest split', () => {
  it('keeps only genuine server actions invocable', () => {
    const { actions, cached } = splitServerReferences(manifest);
    expect([...actions]).toEqual([ACTION]);
    expect(cached).toEqual(new Set([CACHED, CACHED_UNLISTED]));
  });

  it('knows the route handlers of the build, route groups and dynamic segments included', () => {
    const isRoute = routeHandlerMatcher(appPaths);
    for (const path of ['/sitemap.xml', '/color/12', '/api/uploads/a/b.png', '/api/docs/a/b'])
      expect(isRoute(path), path).toBe(true);
    for (const path of ['/', '/color', '/color/12/x', '/sitemapaxml', '/api/uploads/a'])
      expect(isRoute(path), path).toBe(false);
  });
});

describe('a request naming a server function', () => {
  it('passes for a genuine action with a well-formed body, same origin', async () => {
    expect(await screenActionRequest(call(ACTION), doors)).toBeNull();
    const sameOrigin = call(ACTION, { headers: { origin: 'http://boutique.test' } });
    expect(await screenActionRequest(sameOrigin, doors)).toBeNull();
  });

  it('is refused for a cached read (403) and an unknown id (404, Next’s marker)', async () => {
    expect(await screenActionRequest(call(CACHED), doors)).toEqual({ status: 403 });
    expect(await screenActionRequest(call(CACHED_UNLISTED), doors)).toEqual({ status: 403 });
    expect(await screenActionRequest(call('0'.repeat(42)), doors)).toEqual({
      status: 404,
      notFoundAction: true,
    });
    expect(await screenActionRequest(call('toString'), doors)).toMatchObject({ status: 404 });
  });

  it('is refused at a route handler, whatever the id and the method', async () => {
    for (const method of ['POST', 'GET', 'PUT']) {
      for (const id of [ACTION, CACHED]) {
        const refusal = await screenActionRequest(
          call(id, { method, path: '/sitemap.xml' }),
          doors,
        );
        expect(refusal, `${method} ${id}`).toEqual({ status: 403 });
      }
    }
  });

  it('is refused when every door is closed (no readable build)', async () => {
    const closed: ActionDoors = {
      actions: new Set(),
      cached: new Set(),
      isRouteHandler: () => false,
    };
    expect(await screenActionRequest(call(ACTION), closed)).toMatchObject({ status: 404 });
  });

  it('answers 403 to a foreign or unreadable Origin, 413 over the limit, 400 to a broken body', async () => {
    for (const origin of ['http://evil.example', 'null', 'pas une url']) {
      const refusal = await screenActionRequest(call(ACTION, { headers: { origin } }), doors);
      expect(refusal, origin).toEqual({ status: 403 });
    }
    const big = call(ACTION, { headers: { 'content-length': String(6 * 1024 * 1024 + 1) } });
    expect(await screenActionRequest(big, doors)).toEqual({ status: 413 });
    for (const body of ['[{"a":', '', '{}', 'null', '\u0000']) {
      expect(await screenActionRequest(call(ACTION, { body }), doors), body).toEqual({
        status: 400,
      });
    }
  });

  it('with files: a truncated multipart body is 400, a whole one passes', async () => {
    const boundary = 'frontiere';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="0"\r\n\r\n["$K1"]\r\n`;
    const type = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    const whole = call(ACTION, { headers: type, body: `${part}--${boundary}--\r\n` });
    expect(await screenActionRequest(whole, doors)).toBeNull();
    const truncated = call(ACTION, { headers: type, body: part.slice(0, 40) });
    expect(await screenActionRequest(truncated, doors)).toEqual({ status: 400 });
  });
});

describe('a form posted without JavaScript', () => {
  const boundary = 'frontiere';
  const form = (fields: Record<string, string>) =>
    request({
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body:
        Object.entries(fields)
          .map(
            ([name, value]) =>
              `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          )
          .join('') + `--${boundary}--\r\n`,
    });

  it('may name a genuine action, never a cached read', async () => {
    expect(await screenActionRequest(form({ [`$ACTION_ID_${ACTION}`]: '' }), doors)).toBeNull();
    expect(await screenActionRequest(form({ [`$ACTION_ID_${CACHED}`]: '' }), doors)).toEqual({
      status: 403,
    });
    const bound = (id: string) =>
      form({ $ACTION_REF_1: '', '$ACTION_1:0': JSON.stringify({ id, bound: null }) });
    expect(await screenActionRequest(bound(ACTION), doors)).toBeNull();
    expect(await screenActionRequest(bound(CACHED), doors)).toEqual({ status: 403 });
    expect(await screenActionRequest(form({ $ACTION_REF_1: '' }), doors)).toEqual({
      status: 400,
    });
  });

  it('leaves other requests alone', async () => {
    expect(await screenActionRequest(request({ method: 'GET' }), doors)).toBeNull();
    expect(await screenActionRequest(request({ body: 'x' }), doors)).toBeNull();
    expect(await screenActionRequest(form({ champ: 'valeur' }), doors)).toBeNull();
  });
});

describe('the build manifests', () => {
  it('are read only for a request that may invoke a server function', async () => {
    let reads = 0;
    const doorsOf = () => {
      reads += 1;
      return doors;
    };
    await screenActionRequest(request({ method: 'GET' }), doorsOf);
    await screenActionRequest(request({ body: 'x' }), doorsOf);
    expect(reads).toBe(0);
    expect(await screenActionRequest(call(CACHED), doorsOf)).toEqual({ status: 403 });
    expect(reads).toBe(1);
  });
});
