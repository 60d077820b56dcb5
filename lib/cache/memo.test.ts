// Runs in a process of its own (vitest.config.ts): `processMemo` keeps its lists on globalThis,
// where another file of the same process may have left one under the same name.
import { describe, expect, it } from 'vitest';
import { createMemo, forgetProcessMemo, PROCESS_MEMOS, processMemo, timedMemo } from './memo';

describe('createMemo', () => {
  it('answers a key from memory until its time is up', async () => {
    let time = 5_000;
    let loads = 0;
    const memo = createMemo<string>({ max: 10, ttlMs: 1000, now: () => time });
    const load = async () => `answer ${++loads}`;
    expect(await memo.get('qng', load)).toBe('answer 1');
    time = 6_000;
    expect(await memo.get('qng', load)).toBe('answer 1');
    time = 6_001;
    expect(await memo.get('qng', load)).toBe('answer 2');
  });

  it('keeps an answer the time its value asks for (an empty answer shorter)', async () => {
    let time = 5_000;
    const memo = createMemo<string | null>({
      max: 10,
      ttlMs: 300,
      ttlOf: (value) => (value === null ? 60 : 300),
      now: () => time,
    });
    await memo.get('hit', async () => 'x');
    await memo.get('miss', async () => null);
    await Promise.resolve();
    time = 5_100;
    expect(await memo.get('hit', async () => 'y')).toBe('x');
    expect(await memo.get('miss', async () => 'found')).toBe('found');
    time = 5_301;
    expect(await memo.get('hit', async () => 'y')).toBe('y');
  });

  it('forgets everything on clear (a tag invalidation)', async () => {
    const memo = createMemo<number>({ max: 10, ttlMs: 1000 });
    await memo.get('a', async () => 1);
    memo.clear();
    expect(memo.size).toBe(0);
    expect(await memo.get('a', async () => 2)).toBe(2);
  });

  it('shares one load between concurrent requests and forgets failures', async () => {
    let loads = 0;
    const memo = createMemo<number>({ max: 10, ttlMs: 1000 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const [a, b] = await Promise.all([memo.get('k', slow), memo.get('k', slow)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    await expect(memo.get('bad', () => Promise.reject(new Error('base')))).rejects.toThrow();
    await Promise.resolve();
    expect(await memo.get('bad', async () => 7)).toBe(7);
  });

  it('keeps at most `max` keys, dropping the least recently used', async () => {
    const memo = createMemo<string>({ max: 2, ttlMs: 1000 });
    await memo.get('a', async () => 'a1');
    await memo.get('b', async () => 'b1');
    await memo.get('a', async () => 'a2'); // a is now the most recent
    await memo.get('c', async () => 'c1'); // b goes
    expect(memo.size).toBe(2);
    expect(await memo.get('a', async () => 'a3')).toBe('a1');
    expect(await memo.get('b', async () => 'b2')).toBe('b2');
  });

  it('keeps nothing when its lifetime is 0', async () => {
    let loads = 0;
    const memo = createMemo<number>({ max: 10, ttlMs: 0 });
    const load = async () => ++loads;
    expect(await memo.get('qng', load)).toBe(1);
    expect(await memo.get('qng', load)).toBe(2);
    expect(memo.size).toBe(0);
  });
});

describe('timedMemo and processMemo', () => {
  it('load once, share concurrent callers, forget a failure and on demand', async () => {
    let loads = 0;
    const memo = timedMemo(60_000, async () => ++loads);
    expect(await Promise.all([memo.get(), memo.get()])).toEqual([1, 1]);
    memo.forget();
    expect(await memo.get()).toBe(2);
    let fail = true;
    const flaky = timedMemo(60_000, async () => {
      if (fail) throw new Error('base');
      return 'ok';
    });
    await expect(flaky.get()).rejects.toThrow('base');
    fail = false;
    await Promise.resolve();
    expect(await flaky.get()).toBe('ok');
  });

  it('keep one copy per process under a name, dropped by forgetProcessMemo', async () => {
    let loads = 0;
    const first = processMemo(PROCESS_MEMOS.carriers, 60_000, async () => ++loads);
    const again = processMemo(PROCESS_MEMOS.carriers, 60_000, async () => -1);
    expect(again).toBe(first);
    expect(await again.get()).toBe(1);
    forgetProcessMemo(PROCESS_MEMOS.carriers);
    expect(await first.get()).toBe(2);
    forgetProcessMemo(PROCESS_MEMOS.carriers);
  });
});
