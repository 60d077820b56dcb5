/**
 * Everything a command needs before the app can run: the database (embedded unless
 * DATABASE_URL is set), its migrations, and the demo catalogue on first start.
 */
import pg from 'pg';
import { env } from '../../lib/env';
import { runMigrations } from '../../lib/db/migrate';
import { ensureEmbeddedPostgres } from './embedded-postgres';

export async function databaseReady(
  options: { database?: string; seed?: boolean } = {},
): Promise<string> {
  return (await prepareDatabase(options)).url;
}

/** As databaseReady, and whether this call started the embedded server (the launcher stops it). */
export async function prepareDatabase(
  options: { database?: string; seed?: boolean } = {},
): Promise<{ url: string; startedEmbedded: boolean }> {
  let url: string;
  let startedEmbedded = false;
  if (env.DATABASE_URL && !options.database) {
    url = env.DATABASE_URL;
  } else {
    const server = await ensureEmbeddedPostgres({
      dataDir: `${env.DATA_DIR}/`,
      port: env.EMBEDDED_PG_PORT,
      database: options.database ?? 'nuancier',
    });
    url = server.url;
    startedEmbedded = !server.reused;
  }
  const started = Date.now();
  await runMigrations(url);
  console.log(`[db] migrations à jour (${Date.now() - started} ms)`);
  if (options.seed !== false) await seedIfEmpty(url);
  return { url, startedEmbedded };
}

async function seedIfEmpty(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from products');
    if (Number(rows[0]?.n ?? 0) > 0) return;
  } finally {
    await client.end();
  }
  const { seedDemoCatalogue } = await import('../../supabase/seed/index');
  const started = Date.now();
  await seedDemoCatalogue(url);
  console.log(`[db] catalogue de démonstration chargé (${Date.now() - started} ms)`);
}
