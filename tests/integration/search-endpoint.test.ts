/**
 * GET /api/search (the header dropdown's endpoint) called as Next calls it, against the real
 * database: its JSON, the term it echoes per request while one search answers every casing,
 * and bad input.
 */
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET } from '../../app/api/search/route';
import type { Suggestions } from '../../lib/search/types';

async function search(q: string | null) {
  const url = new URL('http://localhost/api/search');
  if (q !== null) url.searchParams.set('q', q);
  const response = await GET(new NextRequest(url));
  return { response, body: (await response.json()) as Suggestions };
}

describe('GET /api/search', () => {
  it('answers JSON that the browser may keep for a minute', async () => {
    const { response, body } = await search('QNG');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toContain('max-age=60');
    expect(body.term).toBe('QNG');
    expect(body.colours.items[0]?.code).toBe('QNG');
  });

  it('echoes each request its own term; other casings and accents get the same answer', async () => {
    const first = await search('blanc nacre');
    const second = await search('  Blanc   NACRÉ ');
    expect(first.body.term).toBe('blanc nacre');
    expect(second.body.term).toBe('Blanc NACRÉ');
    expect(first.body.colours.total).toBeGreaterThan(0);
    expect(second.body.colours).toEqual(first.body.colours);
    expect(second.body.products).toEqual(first.body.products);
  });

  it('does not mix different searches', async () => {
    const qng = await search('qng');
    const molz = await search('molz');
    expect(qng.body.colours.items[0]?.code).toBe('QNG');
    expect(molz.body.colours.items[0]?.code).toBe('M0LZ');
  });

  it.each([
    ['no parameter', null],
    ['one character', 'a'],
    ['null byte', 'Q\u0000'],
    ['5,000 characters', '%_\\'.repeat(1700)],
  ])('answers empty or normal groups for bad input: %s', async (_label, q) => {
    const { response, body } = await search(q);
    expect(response.status).toBe(200);
    expect(body.term).not.toContain('\u0000');
    expect(Array.isArray(body.products.items)).toBe(true);
    expect(Array.isArray(body.colours.items)).toBe(true);
  });
});
