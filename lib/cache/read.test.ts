import { beforeEach, describe, expect, it, vi } from 'vitest';

const recorded = vi.hoisted(() => ({ lives: [] as string[], tags: [] as string[] }));
vi.mock('next/cache', () => ({
  cacheLife: (life: string) => recorded.lives.push(life),
  cacheTag: (...tags: string[]) => recorded.tags.push(...tags),
}));
vi.mock('@/lib/log/server', () => ({ logger: { error: vi.fn() } }));

const { cachedRead } = await import('./read');

beforeEach(() => {
  recorded.lives = [];
  recorded.tags = [];
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
