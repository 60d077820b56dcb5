import { describe, expect, it } from 'vitest';
import { ipFromHeaders, truncateIp } from './ip';

const headers = (values: Record<string, string>) => new Headers(values);

describe('ipFromHeaders', () => {
  it('takes the first forwarded address, then x-real-ip, and refuses what is not an address', () => {
    expect(ipFromHeaders(headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe(
      '203.0.113.7',
    );
    expect(ipFromHeaders(headers({ 'x-forwarded-for': '::ffff:198.51.100.4' }))).toBe(
      '198.51.100.4',
    );
    expect(ipFromHeaders(headers({ 'x-real-ip': '2001:db8::1' }))).toBe('2001:db8::1');
    expect(ipFromHeaders(headers({ 'x-forwarded-for': '<script>' }))).toBeNull();
    expect(ipFromHeaders(headers({}))).toBeNull();
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
