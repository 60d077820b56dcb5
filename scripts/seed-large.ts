/**
 * npm run seed:large — (re)creates the `nuancier_large` database on the embedded server with the
 * demo catalogue plus enough generated colours and products to reach 100,000 colours and
 * 20,000 products, for benchmarks (`npm run bench -- --large`).
 */
import pg from 'pg';
import { env } from '../lib/env';
import { seedDemoCatalogue } from '../supabase/seed/index';
import { insertColours, insertLargeProducts, largeColourRows } from '../supabase/seed/large';
import { databaseReady } from './lib/database';
import { ensureEmbeddedPostgres } from './lib/embedded-postgres';

const DATABASE = 'nuancier_large';
const TARGET_COLOURS = 100_000;
const TARGET_PRODUCTS = 20_000;

async function count(client: pg.Client, table: string) {
  const { rows } = await client.query<{ n: string }>(`select count(*) n from ${table}`);
  return Number(rows[0]?.n ?? 0);
}

function since(started: number) {
  return `${((Date.now() - started) / 1000).toFixed(1)} s`;
}

async function main() {
  const started = Date.now();
  const server = await ensureEmbeddedPostgres({
    dataDir: env.DATA_DIR,
    port: env.EMBEDDED_PG_PORT,
    database: 'postgres',
  });
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.end();

  const url = await databaseReady({ database: DATABASE, seed: false });
  await seedDemoCatalogue(url);
  console.log(`[large] catalogue de démonstration chargé (${since(started)})`);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const colourStart = Date.now();
    const colours = largeColourRows(TARGET_COLOURS - (await count(client, 'paint_colors')));
    await client.query('begin');
    await insertColours(client, colours);
    await client.query('commit');
    console.log(`[large] ${colours.length} couleurs ajoutées (${since(colourStart)})`);

    const productStart = Date.now();
    const missing = TARGET_PRODUCTS - (await count(client, 'products'));
    await client.query('begin');
    await insertLargeProducts(client, missing);
    await client.query('commit');
    console.log(`[large] ${missing} produits ajoutés (${since(productStart)})`);

    await client.query('analyze');
    const totals: string[] = [];
    for (const table of [
      'paint_colors',
      'paint_manufacturers',
      'products',
      'product_variants',
      'product_tags',
    ])
      totals.push(`${table} ${(await count(client, table)).toLocaleString('fr-FR')}`);
    console.log(`[large] ${DATABASE} prêt en ${since(started)} : ${totals.join(', ')}`);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
