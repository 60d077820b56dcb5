import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { consume, reset, type ThrottlePolicy } from '@/lib/security/throttle';

const policy: ThrottlePolicy = { name: 'test-throttle', points: 3, durationSeconds: 60 };

describe('throttle (rate-limiter-flexible on Postgres)', () => {
  it('allows the policy’s attempts, then refuses with a wait, and forgets after a reset', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await consume(policy, 'Client@Example.fr')).toEqual({ allowed: true });
    }
    const refused = await consume(policy, 'client@example.fr');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    // Another key is counted apart.
    expect(await consume(policy, 'autre@example.fr')).toEqual({ allowed: true });
    await reset(policy, 'client@example.fr');
    expect(await consume(policy, 'client@example.fr')).toEqual({ allowed: true });
  });

  it('keeps its counters in Postgres, where every server instance reads them', async () => {
    const shared: ThrottlePolicy = { name: 'test-shared', points: 2, durationSeconds: 60 };
    await consume(shared, '203.0.113.7');
    const rows = await getDb().execute<{ key: string; points: number }>(
      sql`select key, points from rate_limits where key like 'test-shared%'`,
    );
    expect(rows.rows).toEqual([{ key: 'test-shared:203.0.113.7', points: 1 }]);
    // A second instance is a second process with its own limiter objects but the same table:
    // a row written by another instance counts here too.
    await getDb().execute(
      sql`update rate_limits set points = 2 where key = 'test-shared:203.0.113.7'`,
    );
    expect((await consume(shared, '203.0.113.7')).allowed).toBe(false);
  });
});
