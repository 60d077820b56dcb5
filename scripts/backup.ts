/**
 * `npm run db:backup [file]`: one tar.gz of the database, the uploads and the mail inbox
 * (default `backups/nuancier-<date>.tar.gz`). `npm run db:restore <file>`: the embedded
 * database replaced by the backup's (stop the shop first), its uploads and inbox too.
 * Hosted mode: see the README, « Sauvegardes » (Supabase's backups, pg_dump / pg_restore).
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { backupTo, isFile, restoreFrom } from '../lib/backup/backup';
import { databaseUrl, env, runtimeMode } from '../lib/env';
import { ensureEmbeddedPostgres } from './lib/embedded-postgres';

const [command, argument] = process.argv.slice(2);
const DATABASE = 'nuancier';

async function embedded(database: string) {
  return ensureEmbeddedPostgres({
    dataDir: `${env.DATA_DIR}/`,
    port: env.EMBEDDED_PG_PORT,
    database,
  });
}

async function backup() {
  const url = runtimeMode.database === 'hosted' ? databaseUrl() : (await embedded(DATABASE)).url;
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(argument ?? path.join('backups', `nuancier-${stamp}.tar.gz`));
  await mkdir(path.dirname(file), { recursive: true });
  const started = Date.now();
  const manifest = await backupTo(file, { databaseUrl: url, dataDir: env.DATA_DIR });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Sauvegarde écrite : ${file}\n` +
      `  migration ${manifest.migration.tag}, ${Object.keys(manifest.tables).length} tables, ` +
      `${rows} lignes, ${manifest.files} fichiers (${Date.now() - started} ms)`,
  );
}

async function restore() {
  if (!argument || !(await isFile(argument))) {
    throw new Error('Usage : npm run db:restore <fichier.tar.gz>');
  }
  if (runtimeMode.database === 'hosted') {
    throw new Error(
      'DATABASE_URL est défini : restaurez une base hébergée avec ses propres outils ' +
        '(sauvegardes de Supabase, pg_restore) ; voir le README, « Sauvegardes ».',
    );
  }
  const server = await embedded('postgres');
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${DATABASE} with (force)`);
    await admin.query(`create database ${DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = server.url.replace(/\/postgres$/, `/${DATABASE}`);
  const started = Date.now();
  const manifest = await restoreFrom(path.resolve(argument), {
    databaseUrl: url,
    dataDir: env.DATA_DIR,
  });
  console.log(
    `Sauvegarde du ${manifest.createdAt} restaurée (migration ${manifest.migration.tag}, ` +
      `${manifest.files} fichiers, ${Date.now() - started} ms).`,
  );
}

(command === 'restore' ? restore() : backup()).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
