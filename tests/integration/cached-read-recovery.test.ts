/**
 * A database failure is not kept as an empty answer: the colour page's paint configurations
 * and suggestions fail once (the pool refuses one query), the answer is empty and kept a few
 * minutes only, and the next request reads the database again. `next/cache` is replaced by a
 * recorder (outside Next, 'use cache' is a plain string).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPool } from '@/lib/db/client';

const lives = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', () => ({
  cacheLife: (life: string) => lives.push(life),
  cacheTag: () => undefined,
}));

const logged = vi.hoisted(() => ({ error: [] as string[] }));
vi.mock('@/lib/log/server', () => ({
  logger: { error: (_: unknown, message: string) => logged.error.push(message), warn: () => {} },
}));

const { cachedPaintConfigs, cachedSuggestions, cachedColour } =
  await import('@/lib/colours/cached');

function failNextQuery() {
  const pool = getPool();
  const query = pool.query.bind(pool);
  let failed = false;
  return vi.spyOn(pool, 'query').mockImplementation(((...args: Parameters<typeof query>) => {
    if (!failed) {
      failed = true;
      return Promise.reject(new Error('connexion perdue'));
    }
    return query(...args);
  }) as typeof pool.query);
}

beforeEach(() => {
  lives.length = 0;
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('a failed cached read recovers on the next request', () => {
  it('paint configurations: empty for minutes, then read again', async () => {
    failNextQuery();
    expect(await cachedPaintConfigs()).toEqual({});
    expect(lives).toEqual(['minutes']);
    expect(logged.error).toContain('lecture des configurations peinture impossible');

    lives.length = 0;
    const configs = await cachedPaintConfigs();
    expect(Object.keys(configs)).toContain('peinture-pot');
    expect(lives).toEqual(['hours']);
  });

  it('suggestion blocks: empty for minutes, then read again', async () => {
    failNextQuery();
    expect(await cachedSuggestions()).toEqual({ pen: [], glossDirectPot: [] });
    expect(lives).toEqual(['minutes']);

    lives.length = 0;
    const suggestions = await cachedSuggestions();
    expect(suggestions.pen.length).toBeGreaterThan(0);
    expect(lives).toEqual(['hours']);
  });

  it('a colour: not found for minutes, then found', async () => {
    failNextQuery();
    expect(await cachedColour('auto', 'renault', 'qng-blanc-glacier')).toEqual({
      status: 'not-found',
    });
    expect(lives).toEqual(['minutes']);

    lives.length = 0;
    expect(await cachedColour('auto', 'renault', 'qng-blanc-glacier')).toMatchObject({
      status: 'found',
      colour: { code: 'QNG' },
    });
    expect(lives).toEqual(['days']);
  });
});
