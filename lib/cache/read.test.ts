import { beforeEach, describe, expect, it, vi } from 'vitest';

const recorded = vi.hoisted(() => ({ lives: [] as string[], tags: [] as string[] }));
vi.mock('next/cache', () => ({
  cacheLife: (life: string) => recorded.lives.push(life),
  cacheTag: (...tags: string[]) => recorded.tags.push(...tags),
}));
const logged = vi.hoisted(() => vi.fn());
vi.mock('@/lib/log/server', () => ({ logger: { error: logged } }));

const { cachedRead, onceRead } = await import('./read');

beforeEach(() => {
  recorded.lives = [];
  recorded.tags = [];
  logged.mockClear();
});

describe('cachedRead, the failure policy of cached reads', () => {
  it('keeps a good answer for its lifetime, under its tags', async () => {
    const value = await cachedRead(
      { tags: ['colours'], life: 'days', failure: 'x', fallback: [] as number[] },
      async () => [1, 2],
    );
    expect(value).toEqual([1, 2]);
    expect(recorded).toEqual({ lives: ['days'], tags: ['colours'] });
  });

  it('keeps the fallback of a failed read a few minutes only', async () => {
    const value = await cachedRead(
      { tags: ['colours'], life: 'days', failure: 'x', fallback: [] as number[] },
      async () => {
        throw new Error('base indisponible');
      },
    );
    expect(value).toEqual([]);
    expect(recorded.lives).toEqual(['minutes']);
  });

  it('throws a failure that has no fallback, without setting any lifetime', async () => {
    await expect(
      cachedRead({ tags: ['products'], life: 'hours', failure: 'x' }, async () => {
        throw new Error('base indisponible');
      }),
    ).rejects.toThrow('base indisponible');
    expect(recorded.lives).toEqual([]);
  });

  it('accepts null as a fallback', async () => {
    const value = await cachedRead(
      { tags: [], life: 'days', failure: 'x', fallback: null },
      async (): Promise<string | null> => {
        throw new Error('base indisponible');
      },
    );
    expect(value).toBeNull();
    expect(recorded.lives).toEqual(['minutes']);
  });
});

describe('onceRead, the same policy for a read made outside the cache', () => {
  it('answers the read, with no lifetime and no tag', async () => {
    expect(await onceRead({ failure: 'x' }, async () => [1, 2])).toEqual([1, 2]);
    expect(recorded).toEqual({ lives: [], tags: [] });
  });

  it('logs a failure with its context, then answers the fallback or throws', async () => {
    const failing = async (): Promise<number[]> => {
      throw new Error('base indisponible');
    };
    expect(await onceRead({ failure: 'lecture impossible', fallback: [] }, failing)).toEqual([]);
    await expect(
      onceRead({ failure: 'lecture impossible', context: { term: 'gris' } }, failing),
    ).rejects.toThrow('base indisponible');
    expect(logged).toHaveBeenCalledTimes(2);
    expect(logged).toHaveBeenLastCalledWith(
      expect.objectContaining({ term: 'gris' }),
      'lecture impossible',
    );
    expect(recorded.lives).toEqual([]);
  });
});
