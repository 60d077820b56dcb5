/**
 * The new-order notice through Postgres LISTEN/NOTIFY (the orders trigger of migration 0002,
 * lib/notifications/listener.ts), from a second connection as another server instance would
 * insert it; and the consent log row of a signed-in user.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { logConsentChoice } from '@/lib/consent/log';
import { getDb } from '@/lib/db/client';
import { databaseUrl } from '@/lib/env';
import { onOrderInserted, type OrderInserted } from '@/lib/notifications/listener';

describe('new-order notice (LISTEN/NOTIFY)', () => {
  it('hands every inserted order, with its number and owner, to the listeners', async () => {
    const received: OrderInserted[] = [];
    const stop = await onOrderInserted((event) => received.push(event));
    const user = (
      await getDb().execute<{ id: string }>(
        sql`insert into users (email, password_hash) values ('commande@example.fr', 'x') returning id`,
      )
    ).rows[0]!.id;
    // Another instance's connection inserts the order.
    const other = new pg.Client({ connectionString: databaseUrl() });
    await other.connect();
    try {
      await other.query(
        `insert into orders (order_number, user_id, email, subtotal_cents, total_cents,
           shipping_address, payment_method)
         values ('NU-2026-0001', $1, 'commande@example.fr', 4500, 4500, '{}'::jsonb, 'transfer')`,
        [user],
      );
    } finally {
      await other.end();
    }
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    expect(received[0]).toMatchObject({ orderNumber: 'NU-2026-0001', userId: user });
    stop();
  });
});

describe('consent log', () => {
  it('inserts the signed-in user’s choice with its address truncated and the user agent', async () => {
    const user = (
      await getDb().execute<{ id: string }>(
        sql`insert into users (email, password_hash) values ('cookies@example.fr', 'x') returning id`,
      )
    ).rows[0]!.id;
    const consent = {
      necessary: true as const,
      analytics: false,
      marketing: true,
      timestamp: '2026-11-23T20:00:00.000Z',
      version: '2' as const,
    };
    await logConsentChoice(getDb(), {
      userId: user,
      choice: consent,
      ip: '203.0.113.5',
      userAgent: 'Firefox',
    });
    const rows = (
      await getDb().execute<Record<string, unknown>>(
        sql`select user_id, consent_data, host(ip_address) as ip, user_agent from cookie_consent_log`,
      )
    ).rows;
    expect(rows).toEqual([
      { user_id: user, consent_data: consent, ip: '203.0.113.0', user_agent: 'Firefox' },
    ]);
  });
});

describe('hosted new-order notice (Supabase Realtime publication)', () => {
  it('migration 0010 adds orders to supabase_realtime where that publication exists, once', async () => {
    const migration = await import('node:fs/promises').then((fs) =>
      fs.readFile('supabase/migrations/0010_realtime_orders.sql', 'utf8'),
    );
    const published = async () =>
      (
        await getDb().execute<{ n: number }>(
          sql`select count(*)::int as n from pg_publication_tables
               where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'orders'`,
        )
      ).rows[0]!.n;
    // The embedded database has no such publication: the migration did nothing.
    expect(await published()).toBe(0);
    await getDb().execute(sql`create publication supabase_realtime`);
    try {
      await getDb().execute(sql.raw(migration));
      expect(await published()).toBe(1);
      // Run again (a re-applied migration): still once, no error.
      await getDb().execute(sql.raw(migration));
      expect(await published()).toBe(1);
    } finally {
      await getDb().execute(sql`drop publication supabase_realtime`);
    }
  });
});
