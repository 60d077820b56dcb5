import { describe, expect, it } from 'vitest';
import { createMemo } from './memo';

describe('createMemo', () => {
  it('answers a key from memory until its time is up', async () => {
    let time = 0;
    let loads = 0;
    const memo = createMemo<string>({ max: 10, ttlMs: 1000, now: () => time });
    const load = async () => `answer ${++loads}`;
    expect(await memo.get('qng', load)).toBe('answer 1');
    time = 999;
    expect(await memo.get('qng', load)).toBe('answer 1');
    time = 1000;
    expect(await memo.get('qng', load)).toBe('answer 2');
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
