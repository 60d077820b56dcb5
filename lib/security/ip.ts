import { isIP } from 'node:net';

/** Where a request came from when its headers do not say (throttled as one shared source). */
export const UNKNOWN_IP = '0.0.0.0';

/**
 * The caller's address from the request headers: the first `x-forwarded-for` entry (Next sets
 * it from the socket when no proxy did), else `x-real-ip`. Behind a proxy, the proxy must set
 * these headers itself (Vercel, nginx `proxy_set_header`), or a client could choose its own.
 */
export function ipFromHeaders(headers: { get(name: string): string | null }): string | null {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const candidate = forwarded || headers.get('x-real-ip')?.trim() || '';
  const bare = candidate.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  return isIP(bare) ? bare : null;
}

/**
 * The address kept in a proof of consent, with no more precision than needed: the last byte of
 * an IPv4 address and all but the first 48 bits of an IPv6 address are zeroed (the CNIL's
 * usual truncation), enough to show where a choice came from, not who made it.
 */
export function truncateIp(ip: string | null): string | null {
  if (!ip || ip === UNKNOWN_IP) return null;
  const version = isIP(ip);
  if (version === 4) return ip.split('.').slice(0, 3).concat('0').join('.');
  if (version === 6) {
    const [head = '', tail = ''] = ip.split('::');
    const headGroups = head ? head.split(':') : [];
    const tailGroups = tail ? tail.split(':') : [];
    const missing = 8 - headGroups.length - tailGroups.length;
    const groups = ip.includes('::')
      ? [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups]
      : ip.split(':');
    return `${groups.slice(0, 3).join(':')}::`;
  }
  return null;
}
