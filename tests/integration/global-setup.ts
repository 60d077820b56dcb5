/**
 * Starts (or reuses) the embedded Postgres and builds a template database: migrated and
 * seeded with the demo catalogue once per run. Each test file then gets its own throwaway copy.
 */
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { runMigrations } from '../../lib/db/migrate';
import { seedDemoCatalogue } from '../../supabase/seed/index';
import { ensureEmbeddedPostgres } from '../../scripts/lib/embedded-postgres';
import { env } from '../../lib/env';

export const TEMPLATE = 'nuancier_test_template';

export default async function setup(project: TestProject) {
  const server = await ensureEmbeddedPostgres({
    dataDir: env.DATA_DIR,
    port: env.EMBEDDED_PG_PORT,
    database: 'postgres',
  });
  const adminUrl = server.url;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Leftovers of an interrupted run.
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'nuancier_test_%'",
  );
  await admin.query('set synchronous_commit = off');
  for (const row of rows)
    await admin.query(`drop database if exists "${row.datname}" with (force)`);
  // As for each file's copy (setup.ts): nothing here outlives the run, so no commit waits for
  // its WAL flush (the migrations and the seed are hundreds of commits).
  await admin.query(`create database "${TEMPLATE}"`);
  await admin.query(`alter database "${TEMPLATE}" set synchronous_commit = off`);
  await admin.end();

  const templateUrl = adminUrl.replace(/\/postgres$/, `/${TEMPLATE}`);
  await runMigrations(templateUrl);
  await seedDemoCatalogue(templateUrl);
  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE);

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query('set synchronous_commit = off');
    await client.query(`drop database if exists "${TEMPLATE}" with (force)`);
    await client.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}
