import { createHash, randomBytes } from 'node:crypto';

/**
 * The contest draw, reproducible by anyone from what `contest_draws` keeps (the seed and the
 * ordered list of eligible entries):
 *
 * 1. The random numbers come from sha256 in counter mode: number k is read from
 *    sha256(`${seed}:${k}`) (first 6 bytes, big-endian: an integer below 2^48), k = 0, 1, 2…
 * 2. A number below n is taken by rejection: a value at or above the largest multiple of n below
 *    2^48 is thrown away and the next counter is read, so every result is equally likely.
 * 3. The winners are the first `count` places of a Fisher–Yates shuffle of the list, stopped
 *    after `count` steps: step i swaps place i with place i + (number below n − i).
 *
 * The same seed over the same list always gives the same winners, in the same order.
 */
const RANGE = 2 ** 48;

/** The generator of `seed`: each call returns an integer in [0, n). */
export function seededIntegers(seed: string): (n: number) => number {
  let counter = 0;
  return (n: number) => {
    if (!Number.isInteger(n) || n <= 0) throw new Error(`borne invalide : ${n}`);
    const limit = Math.floor(RANGE / n) * n;
    for (;;) {
      const digest = createHash('sha256').update(`${seed}:${counter++}`).digest();
      const value = digest.readUIntBE(0, 6);
      if (value < limit) return value % n;
    }
  };
}

/** The `count` winners drawn from `ordered` with `seed` (all of them when the list is shorter). */
export function drawWinners<T>(seed: string, ordered: readonly T[], count: number): T[] {
  const list = [...ordered];
  const take = Math.min(count, list.length);
  const next = seededIntegers(seed);
  for (let i = 0; i < take; i++) {
    const j = i + next(list.length - i);
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list.slice(0, take);
}

/** The fingerprint of the list drawn from: sha256 of its ids, one per line, in order (hex). */
export function listFingerprint(ids: readonly string[]): string {
  return createHash('sha256').update(ids.join('\n')).digest('hex');
}

/** A fresh seed when the admin types none: 16 random bytes, hex. */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}
