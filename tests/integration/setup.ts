/**
 * Runs before each integration test file: a throwaway database copied from the seeded template,
 * exposed through DATABASE_URL before any app module reads the configuration.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';

const adminUrl = inject('adminDatabaseUrl');
const template = inject('templateDatabase');
const name = `nuancier_test_${randomBytes(5).toString('hex')}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database "${name}" template "${template}"`);
await admin.end();

process.env.DATABASE_URL = adminUrl.replace(/\/postgres$/, `/${name}`);
// No LINK_SIGNING_SECRET: signed links use the key the database generates, as a deployment
// without one does (lib/security/link-secret.ts).

afterAll(async () => {
  const { closeDb } = await import('../../lib/db/client');
  await closeDb();
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.end();
});
