import { isIP } from 'node:net';
import { env } from '@/lib/env';

/** Where a request came from when its headers do not say (throttled as one shared source). */
export const UNKNOWN_IP = '0.0.0.0';

/**
 * The client's address, one a client cannot choose (issue 34, section 4;
 * docs/decisions/client-address.md). X-Forwarded-For is read from the right, where each
 * proxy appends what it saw; what lies to its left was written by the client.
 * - `trustedHops` 0 (the default): no proxy in front. The last entry is the socket address,
 *   which the launchers write themselves (scripts/lib/socket-address.mjs replaces any
 *   X-Forwarded-For a client sends; Next fills an absent one from the socket).
 * - `trustedHops` N: N proxies of ours in front (Vercel: 1, one nginx: 1); the Nth entry from
 *   the right is the address the outermost one saw.
 * `null` when that entry is missing or not an address. X-Real-IP is never read.
 */
export function clientAddress(
  headers: { get(name: string): string | null },
  trustedHops: number = env.TRUSTED_PROXY_HOPS,
): string | null {
  const entries = (headers.get('x-forwarded-for') ?? '').split(',').map((e) => e.trim());
  const entry = entries[entries.length - Math.max(1, trustedHops)] ?? '';
  const bare = entry.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
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
