import { env } from '@/lib/env';
import { LOCAL_PREFIX, storageOrigins } from './index';

/**
 * The image proxy's rule (spec « Image proxy »: colour images hosted in storage): it serves
 * images of the storage hosts the shop knows, and its own stored files; every other address
 * (another host, a private address, another scheme, user info) is refused — the proxy can never
 * be used to reach the server's network (SSRF).
 */
export type ProxyTarget =
  { kind: 'local'; path: string } | { kind: 'remote'; url: URL } | { kind: 'refused' };

export function proxyTarget(raw: string | null, origins: string[] = storageOrigins()): ProxyTarget {
  if (!raw || raw.length > 2000) return { kind: 'refused' };
  if (raw.startsWith(`${LOCAL_PREFIX}/`) && !raw.includes('..') && !raw.includes('//', 1))
    return { kind: 'local', path: raw };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { kind: 'refused' };
  }
  if (url.username || url.password || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    return { kind: 'refused' };
  const own = new URL(env.SITE_URL).origin;
  if (
    url.origin === own &&
    url.pathname.startsWith(`${LOCAL_PREFIX}/`) &&
    !url.pathname.includes('..')
  )
    return { kind: 'local', path: url.pathname };
  if (!origins.includes(url.origin) || !url.pathname.startsWith('/storage/v1/object/public/'))
    return { kind: 'refused' };
  return { kind: 'remote', url };
}
