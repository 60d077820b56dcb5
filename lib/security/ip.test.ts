import { describe, expect, it } from 'vitest';
import { clientAddress, truncateIp } from './ip';

const headers = (values: Record<string, string>) => new Headers(values);

describe('clientAddress', () => {
  const xff = (value: string) => headers({ 'x-forwarded-for': value });

  it('with no proxy in front, takes the socket address the launcher wrote (the last entry)', () => {
    expect(clientAddress(xff('127.0.0.1'), 0)).toBe('127.0.0.1');
    expect(clientAddress(xff('::ffff:198.51.100.4'), 0)).toBe('198.51.100.4');
    expect(clientAddress(xff('2001:db8::1'), 0)).toBe('2001:db8::1');
    // Even if something left a client's entries before it, the first one is never read.
    expect(clientAddress(xff('6.6.6.6, 198.51.100.9'), 0)).toBe('198.51.100.9');
  });

  it('behind N trusted proxies, takes the Nth entry from the right', () => {
    // A client wrote 6.6.6.6; nginx appended what it saw; the shop sees nginx's header.
    expect(clientAddress(xff('6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7');
    // CDN then load balancer: the CDN saw the client, the balancer saw the CDN.
    expect(clientAddress(xff('6.6.6.6, 203.0.113.7, 10.0.0.2'), 2)).toBe('203.0.113.7');
    // Vercel replaces the header with the one address it saw.
    expect(clientAddress(xff('203.0.113.8'), 1)).toBe('203.0.113.8');
  });

  it('answers null rather than a client-chosen or invented value', () => {
    expect(clientAddress(xff('203.0.113.7'), 2)).toBeNull();
    expect(clientAddress(xff('1.2.3.4, <script>'), 0)).toBeNull();
    expect(clientAddress(xff(''), 0)).toBeNull();
    expect(clientAddress(headers({ 'x-real-ip': '2001:db8::1' }), 0)).toBeNull();
    expect(clientAddress(headers({}), 1)).toBeNull();
  });

  it('reads TRUSTED_PROXY_HOPS (default 0) when not told', () => {
    expect(clientAddress(xff('6.6.6.6, 198.51.100.9'))).toBe('198.51.100.9');
  });
});

describe('truncateIp', () => {
  it('keeps no more than the network part', () => {
    expect(truncateIp('203.0.113.77')).toBe('203.0.113.0');
    expect(truncateIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
    expect(truncateIp('2001:db8::1')).toBe('2001:db8:0::');
    expect(truncateIp('n/a')).toBeNull();
    expect(truncateIp(null)).toBeNull();
  });
});
