/**
 * GET /api/health against the real database and a real SMTP server (the local mail catcher):
 * 200 when everything answers; 503 naming the failing check when the worker is silent, the mail
 * server refuses, the database cannot be reached or a migration is missing. SMTP's answer is
 * kept a few seconds. The body never carries an address or a version.
 */
import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';

const catcher = await vi.hoisted(async () => {
  const { startMailCatcher } = await import('@/lib/mail/catcher');
  const started = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  process.env.MAIL_CATCHER_SMTP_PORT = String(started.smtpPort);
  return started;
});

import { GET } from '@/app/api/health/route';
import { createDb, createPool, getDb } from '@/lib/db/client';
import { readiness, SMTP_CACHE_MS } from '@/lib/health/readiness';
import { beat } from '@/lib/jobs/heartbeat';

const db = getDb();
const health = () => GET(new Request('http://localhost/api/health'));
const live = () => GET(new Request('http://localhost/api/health?live'));
const smtpUrl = `smtp://127.0.0.1:${catcher.smtpPort}`;

/** A port nothing listens on (bound, then released). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeEach(async () => {
  await db.execute(sql`delete from worker_heartbeats`);
  await beat(db, randomUUID());
});

afterAll(async () => {
  await catcher.stop();
});

describe('GET /api/health', () => {
  it('answers 200, never cached, when the database, migrations, worker and SMTP are fine', async () => {
    const response = await health();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({
      status: 'ok',
      failing: [],
      checks: {
        database: { ok: true },
        migrations: { ok: true },
        worker: { ok: true },
        smtp: { ok: true },
      },
    });
    // Nothing a stranger could use: no address, port, user or version.
    expect(text).not.toMatch(/127\.0\.0\.1|postgres|smtp:|localhost|\d+\.\d+\.\d+/);
    expect(text).not.toContain(String(catcher.smtpPort));
  });

  it('answers 503 naming the worker when its last beat is stale, or when none ever beat', async () => {
    await db.execute(sql`update worker_heartbeats set beat_at = now() - interval '5 minutes'`);
    const response = await health();
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(body).toMatchObject({ status: 'unavailable', failing: ['worker'] });
    expect(body.checks.worker.ageSeconds).toBeGreaterThanOrEqual(299);

    await db.execute(sql`delete from worker_heartbeats`);
    expect(await readiness({ db, smtpUrl })).toMatchObject({
      failing: ['worker'],
      checks: { worker: { ok: false, ageSeconds: null } },
    });
  });

  it('answers 503 naming SMTP when the mail server refuses connections', async () => {
    const refused = `smtp://127.0.0.1:${await closedPort()}`;
    const answer = await readiness({ db, smtpUrl: refused });
    expect(answer).toMatchObject({ status: 'unavailable', failing: ['smtp'] });
  });

  it('asks SMTP once per few seconds: a load balancer polling does not open a connection each time', async () => {
    const { startMailCatcher } = await import('@/lib/mail/catcher');
    const own = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    const url = `smtp://127.0.0.1:${own.smtpPort}`;
    const t0 = 1_000_000;
    expect((await readiness({ db, smtpUrl: url, now: t0 })).checks.smtp.ok).toBe(true);
    await own.stop();
    // Within the cache time, the kept answer; after it, SMTP is asked again and refuses.
    expect(
      (await readiness({ db, smtpUrl: url, now: t0 + SMTP_CACHE_MS - 1 })).checks.smtp.ok,
    ).toBe(true);
    expect((await readiness({ db, smtpUrl: url, now: t0 + SMTP_CACHE_MS })).failing).toEqual([
      'smtp',
    ]);
  });

  it('answers 503 naming the database (and what depends on it) when it cannot be reached', async () => {
    const pool = createPool(
      `postgres://postgres:postgres@127.0.0.1:${await closedPort()}/nuancier`,
      1,
    );
    try {
      const answer = await readiness({ db: createDb(pool), smtpUrl });
      expect(answer).toMatchObject({
        status: 'unavailable',
        failing: ['database', 'migrations', 'worker'],
        checks: { smtp: { ok: true } },
      });
    } finally {
      await pool.end();
    }
  });

  it('answers 503 naming the migrations when the database lacks one this build carries', async () => {
    const { rows } = await db.execute<{ id: number; hash: string; created_at: string }>(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations
          order by created_at desc limit 1`,
    );
    const last = rows[0]!;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${last.id}`);
    try {
      expect(await readiness({ db, smtpUrl })).toMatchObject({ failing: ['migrations'] });
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at)
        values (${last.id}, ${last.hash}, ${last.created_at})`);
    }
    expect((await readiness({ db, smtpUrl })).failing).toEqual([]);
  });
});

describe('GET /api/health?live', () => {
  it('answers 200 whatever the dependencies, never cached', async () => {
    await db.execute(sql`delete from worker_heartbeats`);
    const response = await live();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
