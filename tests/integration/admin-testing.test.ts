/**
 * The admin's health checks (`/admin/testing`) against the real parts: the database, the job
 * worker (pg-boss on this database), an SMTP server (the shop's local catcher, then a closed
 * port), Stripe (the local HTTP fake of its API: no network here) and Supabase (not configured).
 */
import '../support/admin-caller';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPartAction } from '@/lib/admin/testing/actions';
import { checkPart } from '@/lib/admin/testing/health';
import { getDb } from '@/lib/db/client';
import { env, parseEnv, type Env } from '@/lib/env';
import { startWorker, type Worker } from '@/lib/jobs/worker';
import { startMailCatcher, type MailCatcher } from '@/lib/mail/catcher';
import { admin, calling } from '../support/admin-caller';
import { startStripeFake, type StripeFake } from '../support/stripe-fake';

const me = admin();
const db = () => getDb();
const databaseUrl = process.env.DATABASE_URL!;
let worker: Worker | null = null;
let catcher: MailCatcher | null = null;
let stripe: StripeFake | null = null;

afterAll(async () => {
  await worker?.stop();
  await catcher?.stop();
  await stripe?.close();
});

const withEnv = (extra: Record<string, string>): Env => parseEnv({ ...process.env, ...extra });

describe('admin health checks', () => {
  it('the database answers with its version and size', async () => {
    const health = await checkPart(db(), me, 'database');
    expect(health.state).toBe('ok');
    expect(health.details.join(' ')).toMatch(/PostgreSQL \d+/);
  });

  it('the job worker: down before it ever ran, up once its every-minute sweep completed', async () => {
    await db().execute(sql`drop schema if exists pgboss cascade`);
    const never = await checkPart(db(), me, 'jobs');
    expect(never).toMatchObject({
      state: 'error',
      summary: "Le service d'envoi n'a jamais démarré",
    });

    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
    worker = await startWorker({
      databaseUrl,
      smtpUrl: `smtp://127.0.0.1:${catcher.smtpPort}`,
      from: 'Nuancier <boutique@nuancier.fr>',
      retryLimit: 0,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
      logLevel: 'silent',
    });
    const idle = await checkPart(db(), me, 'jobs');
    expect(idle.summary).toBe("Le service d'envoi ne tourne pas");
    // What pg-boss's cron does every minute: a sweep job, taken and completed by the worker.
    const boss = new PgBoss({ connectionString: databaseUrl, max: 1 });
    await boss.start();
    await boss.send('email-sweep', {}, { id: randomUUID() });
    await expect
      .poll(async () => (await checkPart(db(), me, 'jobs')).summary, { timeout: 15_000 })
      .toBe("Le service d'envoi tourne");
    await boss.stop({ graceful: false, wait: true });
  });

  it('SMTP: a handshake with the local catcher, an error when nothing listens', async () => {
    const up = await checkPart(
      db(),
      me,
      'smtp',
      withEnv({ SMTP_URL: `smtp://127.0.0.1:${catcher!.smtpPort}` }),
    );
    expect(up.state).toBe('ok');
    const down = await checkPart(db(), me, 'smtp', withEnv({ SMTP_URL: 'smtp://127.0.0.1:9' }));
    expect(down.state).toBe('error');
    expect(down.details.join(' ')).toMatch(/ECONNREFUSED|connect/);
  });

  it('Stripe: off without keys, incoherent keys refused, the API called with coherent test keys', async () => {
    const none = withEnv({});
    expect(
      (
        await checkPart(db(), me, 'stripe', {
          ...none,
          STRIPE_SECRET_KEY: undefined,
          NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: undefined,
          STRIPE_WEBHOOK_SECRET: undefined,
        })
      ).state,
    ).toBe('off');
    stripe = await startStripeFake();
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_health',
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_live_health',
      STRIPE_WEBHOOK_SECRET: 'whsec_health',
      STRIPE_API_BASE: stripe.url,
    };
    const mixed = await checkPart(db(), me, 'stripe', withEnv(keys));
    expect(mixed).toMatchObject({ state: 'error', summary: 'Clés Stripe incohérentes' });
    const test = await checkPart(
      db(),
      me,
      'stripe',
      withEnv({ ...keys, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_health' }),
    );
    expect(test).toMatchObject({
      state: 'warning',
      summary: 'Stripe répond (mode test : aucun paiement réel)',
    });
    expect(stripe.requests.some((r) => r.method === 'GET' && r.path === '/v1/balance')).toBe(true);
    stripe.failNext(3);
    const outage = await checkPart(
      db(),
      me,
      'stripe',
      withEnv({ ...keys, NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_health' }),
    );
    expect(outage.state).toBe('error');
  });

  it('Supabase: not configured in embedded mode', async () => {
    expect(env.NEXT_PUBLIC_SUPABASE_URL).toBeUndefined();
    expect((await checkPart(db(), me, 'supabase')).state).toBe('off');
  });

  it('the action tests one part for an admin, and refuses an unknown part in French', async () => {
    calling.caller = me;
    const result = await checkPartAction({ part: 'database' });
    expect(result.ok && result.data.state).toBe('ok');
    const unknown = await checkPartAction({ part: 'imprimante' as 'database' });
    expect(unknown.ok).toBe(false);
  });
});
