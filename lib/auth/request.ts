import 'server-only';
import { cookies, headers } from 'next/headers';
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

/** Client address (first hop of x-forwarded-for, as the proxy in front sets it) and user agent. */
export async function requestInfo(): Promise<RequestInfo> {
  const h = await headers();
  const forwarded = h.get('x-forwarded-for')?.split(',')[0]?.trim();
  const ip = forwarded || h.get('x-real-ip')?.trim() || '0.0.0.0';
  return { ip: ip.slice(0, 64), userAgent: (h.get('user-agent') ?? '').slice(0, 500) };
}
