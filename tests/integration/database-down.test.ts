/**
 * The database going away, with the app pointed at a closed port: a shop page (and an account
 * page for a customer with a session) answers the French « service momentanément
 * indisponible » page with a 503 and `Retry-After`, not a 500 nor a sign-in redirect; a session
 * that cannot be looked up throws ServiceUnavailableError instead of reading as signed out.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';

const urls = await vi.hoisted(async () => {
  const { default: netModule } = await import('node:net');
  const server = netModule.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as import('node:net').AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  const real = process.env.DATABASE_URL!;
  // Every app module reads this one: the database is "down" for the whole file.
  process.env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${port}/nuancier`;
  return { real, down: process.env.DATABASE_URL };
});
const jar = vi.hoisted(() => new Map<string, string>());
vi.mock('next/headers', () => ({
  headers: async () => new Headers(),
  cookies: async () => ({
    get: (name: string) => (jar.has(name) ? { name, value: jar.get(name) } : undefined),
    getAll: () => [...jar].map(([name, value]) => ({ name, value })),
    set: () => undefined,
    delete: () => undefined,
  }),
}));

import { NextRequest } from 'next/server';
import { GET as sessionRoute } from '@/app/api/auth/session/route';
import { callerOf, VISITOR } from '@/lib/auth';
import { createLocalAuth, SESSION_COOKIE } from '@/lib/auth/local/adapter';
import { createDb, createPool } from '@/lib/db/client';
import {
  databaseAvailable,
  probeInFlight,
  RETRY_AFTER_SECONDS,
  ServiceUnavailableError,
} from '@/lib/db/availability';
import { proxy } from '@/proxy';

const pool = createPool(urls.down, 1);
afterAll(() => pool.end());

function adapter(cookies: Record<string, string>) {
  return createLocalAuth({
    db: createDb(pool),
    cookies: {
      get: (name) => cookies[name],
      getAll: () => Object.entries(cookies).map(([name, value]) => ({ name, value })),
      set: () => undefined,
      delete: () => undefined,
    },
    request: { ip: '127.0.0.1', userAgent: 'test' },
    secure: false,
    siteUrl: 'http://localhost:3000',
  });
}

const page = (path: string, cookie?: string) =>
  proxy(
    new NextRequest(`http://localhost:3000${path}`, {
      headers: cookie ? { cookie } : {},
    }),
  );

describe('while the database is down', () => {
  it('a page the proxy sees answers the French unavailable page: 503, Retry-After, never kept', async () => {
    // The cart (the plain catalogue pages are left out of the proxy's matcher and served from
    // the cache meanwhile: docs/decisions/plain-pages-outside-the-proxy.md).
    const response = await page('/cart');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Service momentanément indisponible</h1>');
    expect(html).toContain('Réessayez dans quelques instants.');
  });

  it('an account page with a session answers 503, not a redirect to sign in', async () => {
    const response = await page('/profile', `${SESSION_COOKIE}=${'a'.repeat(43)}`);
    expect(response.status).toBe(503);
    expect(response.headers.get('location')).toBeNull();
  });

  it('a session that cannot be looked up is unavailable, not a visitor', async () => {
    await expect(callerOf(adapter({ [SESSION_COOKIE]: 'a'.repeat(43) }))).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    // Without a session nothing is looked up: a visitor, as before.
    expect(await callerOf(adapter({}))).toEqual(VISITOR);
  });

  it('the session route answers 503 with Retry-After, not « signed out »', async () => {
    jar.set(SESSION_COOKIE, 'a'.repeat(43));
    const response = await sessionRoute();
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    expect(await response.json()).toEqual({ error: 'unavailable' });
  });

  it('the probe says up again as soon as the database answers', async () => {
    expect(await databaseAvailable(urls.down)).toBe(false);
    expect(await databaseAvailable(urls.real)).toBe(true);
  });

  it('one slow answer on a busy machine is not « down »; a database that keeps hanging is', async () => {
    // The real database behind a relay that can stop passing bytes (a hung server, or a
    // machine too busy to answer within the probe's 1.5 s).
    const { default: net } = await import('node:net');
    const target = new URL(urls.real);
    let hung = false;
    const relay = net.createServer((client) => {
      const upstream = net.connect(Number(target.port), target.hostname);
      client.on('data', (bytes) => void (hung || upstream.write(bytes)));
      upstream.on('data', (bytes) => void (hung || client.write(bytes)));
      for (const [a, b] of [
        [client, upstream],
        [upstream, client],
      ] as const) {
        a.on('error', () => b.destroy());
        a.on('close', () => b.destroy());
      }
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    const { port } = relay.address() as import('node:net').AddressInfo;
    const url = Object.assign(new URL(urls.real), { port: String(port) }).href;
    const later = () => Date.now() + 10_000;
    try {
      expect(await databaseAvailable(url)).toBe(true);
      hung = true;
      // Up until then: answered at once, the probe runs in the background and times out once.
      expect(await databaseAvailable(url, later())).toBe(true);
      expect(await probeInFlight(url)).toBe(true);
      // A second timed-out probe in a row: down.
      expect(await databaseAvailable(url, later())).toBe(true);
      expect(await probeInFlight(url)).toBe(false);
      expect(await databaseAvailable(url, later())).toBe(false);
    } finally {
      await new Promise((resolve) => relay.close(resolve));
    }
  });
});
