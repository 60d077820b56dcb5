/**
 * End-to-end journeys: a fresh seeded database `nuancier_e2e`, a production build against it,
 * then Playwright (Debian's chromium) against its standalone server on 127.0.0.1, with the job
 * worker and a local mail catcher kept in memory (MAIL_CATCHER_SMTP_PORT /
 * MAIL_CATCHER_HTTP_PORT: set them apart when several runs share a machine).
 * `tests/e2e/support/mailbox.ts` reads it.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { env } from '../lib/env';
import { appEnv } from './lib/app-env';
import { startBackground } from './lib/background';
import { databaseReady } from './lib/database';
import { ensureEmbeddedPostgres } from './lib/embedded-postgres';
import { buildIfNeeded } from './lib/next-build';

const DATABASE = 'nuancier_e2e';

async function freshDatabase(): Promise<string> {
  if (env.DATABASE_URL) return databaseReady();
  const server = await ensureEmbeddedPostgres({
    dataDir: env.DATA_DIR,
    port: env.EMBEDDED_PG_PORT,
    database: 'postgres',
  });
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`drop database if exists "${DATABASE}" with (force)`);
  // A database made for one run: its commits need not wait for the WAL to reach the disk
  // (5–7 times faster each here; docs/decisions/ci-pipeline.md, « Round 4 »). Seen by the other
  // sessions the moment they return, as before; only a crash of the server could lose the last
  // ones, and the next run starts from a new database anyway.
  await admin.query(`create database "${DATABASE}"`);
  await admin.query(`alter database "${DATABASE}" set synchronous_commit = off`);
  await admin.end();
  return databaseReady({ database: DATABASE });
}

/** `--build-only`: the database and the build, no journeys (npm test builds beside the tests). */
const buildOnly = process.argv.includes('--build-only');

async function main() {
  const url = await freshDatabase();
  // BENCH_PAGES: the frame render counter the guard test reads (tests/e2e/per-request-frame.spec.ts).
  const childEnv = appEnv(url, {
    SITE_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`,
    BENCH_PAGES: '1',
    // A fake PostHog project on a closed local port: tests/e2e/analytics.spec.ts intercepts
    // it; in other journeys that accept analytics, requests fail at once and leave nothing.
    NEXT_PUBLIC_POSTHOG_KEY: 'phc_e2e_fake_key',
    NEXT_PUBLIC_POSTHOG_HOST: 'http://127.0.0.1:9',
    // The Stripe webhook's secret only (no API keys: card payment stays off, as Stripe.js
    // cannot load here): tests/e2e/payment-return.spec.ts posts events signed with it.
    STRIPE_WEBHOOK_SECRET: 'whsec_e2e_tests_only_not_a_real_secret',
  });
  await buildIfNeeded(childEnv, url);
  if (buildOnly) process.exit(0);
  const background = await startBackground(childEnv, { memoryInbox: true, quiet: true });
  const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: childEnv,
  });
  await background.stop();
  process.exit(result.status ?? 1);
}

main().catch((error: unknown) => {
  console.error(`[e2e] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
