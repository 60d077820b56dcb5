/**
 * GET /api/search (the header dropdown's endpoint) called as Next calls it, against the real
 * database: its JSON, the term it echoes per request while one search answers every casing,
 * and bad input.
 */
import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { GET } from '../../app/api/search/route';
import { notifyTagsExpired } from '../../lib/cache/expiration-listeners';
import { getDb } from '../../lib/db/client';
import { sql } from 'drizzle-orm';
import type { Suggestions } from '../../lib/search/types';

async function search(q: string | null, headers: Record<string, string> = {}) {
  const url = new URL('http://localhost/api/search');
  if (q !== null) url.searchParams.set('q', q);
  const response = await GET(new NextRequest(url, { headers }));
  const body = response.status === 200 ? ((await response.json()) as Suggestions) : null;
  return { response, body: body! };
}

describe('GET /api/search', () => {
  it('answers JSON the browser asks again for each time, an unchanged answer with a 304', async () => {
    const { response, body } = await search('QNG');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    expect(body.term).toBe('QNG');
    expect(body.colours.items[0]?.code).toBe('QNG');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    const again = await search('QNG', { 'if-none-match': etag! });
    expect(again.response.status).toBe(304);
    expect(await again.response.text()).toBe('');
    expect((await search('qng', { 'if-none-match': etag! })).response.status).toBe(200);
  });

  it('forgets its answers when the catalogue changes (here or in another instance)', async () => {
    const slug = `memo-recherche-${Date.now().toString(36)}`;
    await getDb().execute(
      sql`insert into products (name, slug, price_ht, price_ttc, is_active, visible_in_frontend)
          values ('Ponceuse mémo essai', ${slug}, 1000, 1200, true, true)`,
    );
    try {
      const before = await search('ponceuse mémo essai');
      expect(before.body.products.items.map((item) => item.name)).toContain('Ponceuse mémo essai');
      await getDb().execute(
        sql`update products set name = 'Ponceuse mémo essai renommée' where slug = ${slug}`,
      );
      // Still the memo's answer until the catalogue's tag expires…
      const kept = await search('ponceuse mémo essai');
      expect(kept.body.products.items.map((item) => item.name)).toContain('Ponceuse mémo essai');
      // …as `productsChanged` does here, and the shared tag board in the other instances.
      notifyTagsExpired(['products', `product:${slug}`]);
      const renamed = await search('ponceuse mémo essai');
      const names = renamed.body.products.items.map((item) => item.name);
      expect(names).toContain('Ponceuse mémo essai renommée');
      expect(names).not.toContain('Ponceuse mémo essai');
    } finally {
      await getDb().execute(sql`delete from products where slug = ${slug}`);
    }
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
