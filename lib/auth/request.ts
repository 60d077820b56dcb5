import 'server-only';
import { cookies, headers } from 'next/headers';
import { clientAddress, UNKNOWN_IP } from '@/lib/security/ip';
import type { CookieJar, RequestInfo } from './contract';

/** The request's cookies as the adapters' jar (writes fail silently in Server Components). */
export async function requestCookies(): Promise<CookieJar> {
  const store = await cookies();
  return {
    get: (name) => store.get(name)?.value,
    getAll: () => store.getAll().map(({ name, value }) => ({ name, value })),
    set: (name, value, options) => store.set(name, value, options),
    delete: (name) => store.delete(name),
  };
}

/**
 * Client address (`clientAddress`: the socket's, or what the trusted proxies saw; `UNKNOWN_IP`
 * when absent or not an address) and user agent: the one reading of where a request comes from
 * (sessions, throttling, consent log).
 */
export async function requestInfo(): Promise<RequestInfo> {
  const h = await headers();
  return {
    ip: clientAddress(h) ?? UNKNOWN_IP,
    userAgent: (h.get('user-agent') ?? '').slice(0, 500),
  };
}
