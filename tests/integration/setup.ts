/**
 * Runs before each integration test file: a throwaway database copied from the seeded template,
 * exposed through DATABASE_URL before any app module reads the configuration.
 *
 * Its commits do not wait for the WAL to reach the disk (`synchronous_commit = off`, for this
 * database only, and for the statements that create and drop it): a copy made then dropped
 * within a minute has nothing to keep across a crash, and each fsync waited for cost 1–2 s per
 * file on the copy alone (docs/decisions/ci-pipeline.md, « Round 4 »). What other sessions see
 * is unchanged: a commit is visible as soon as it returns, flushed or not.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';

const adminUrl = inject('adminDatabaseUrl');
const template = inject('templateDatabase');
const name = `nuancier_test_${randomBytes(5).toString('hex')}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query('set synchronous_commit = off');
await admin.query(`create database "${name}" template "${template}"`);
await admin.query(`alter database "${name}" set synchronous_commit = off`);
await admin.end();

process.env.DATABASE_URL = adminUrl.replace(/\/postgres$/, `/${name}`);
// No LINK_SIGNING_SECRET: signed links use the key the database generates, as a deployment
// without one does (lib/security/link-secret.ts).

afterAll(async () => {
  const { closeDb } = await import('../../lib/db/client');
  await closeDb();
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query('set synchronous_commit = off');
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.end();
});
