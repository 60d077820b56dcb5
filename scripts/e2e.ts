/**
 * End-to-end journeys: a fresh seeded database `nuancier_e2e`, a production build against it,
 * then Playwright (Debian's chromium) against `next start` on 127.0.0.1.
 */
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { env } from '../lib/env';
import { appEnv } from './lib/app-env';
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
  await admin.end();
  return databaseReady({ database: DATABASE });
}

async function main() {
  const url = await freshDatabase();
  const childEnv = appEnv(url, { SITE_URL: `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}` });
  await buildIfNeeded(childEnv, url);
  const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: childEnv,
  });
  process.exit(result.status ?? 1);
}

main().catch((error: unknown) => {
  console.error(`[e2e] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
