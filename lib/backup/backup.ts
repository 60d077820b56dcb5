import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER, runMigrations } from '@/lib/db/migrate';
import { readTar, tarWriter } from './tar';

/**
 * `npm run db:backup` / `db:restore` (docs/decisions/backups.md). The database is read by the
 * app itself in one REPEATABLE READ, READ ONLY transaction (one snapshot: every table as of the
 * same instant), each table's rows as JSON lines, with the sequences; the uploads and the mail
 * inbox are copied after the snapshot is taken (a file is written before the row naming it, so
 * every file the snapshot names is there). One tar.gz with a manifest.
 */
export type Manifest = {
  format: 1;
  createdAt: string;
  /** drizzle's record of the newest migration applied (`created_at`, the journal's `when`). */
  migration: { count: number; last: number; tag: string | null };
  tables: Record<string, number>;
  sequences: Record<string, number | null>;
  files: number;
};

type Journal = { entries: Array<{ idx: number; when: number; tag: string }> };
const BATCH = 2_000;
/** Folders of the data directory that hold what the database points at or keeps. */
const DATA_PARTS = ['uploads', 'mail'];

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function journal(folder = MIGRATIONS_FOLDER): Promise<Journal> {
  return JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

async function tablesOf(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
    order by c.relname`);
  return rows.map((r) => r.name);
}

async function filesUnder(root: string, dir = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(path.join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const entry of entries) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(root, rel)));
    else if (entry.isFile()) out.push(rel);
  }
  return out.sort();
}

export async function backupTo(
  file: string,
  options: { databaseUrl: string; dataDir: string },
): Promise<Manifest> {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  const out = tarWriter(file);
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows: level } = await client.query<{ count: number; last: string | null }>(
      'select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations',
    );
    const last = Number(level[0]?.last ?? 0);
    const tag = (await journal()).entries.find((e) => e.when === last)?.tag ?? null;
    const tables: Record<string, number> = {};
    for (const table of await tablesOf(client)) {
      await client.query(
        `declare rows_cursor no scroll cursor for select to_jsonb(t)::text as r from only ${quote(table)} t`,
      );
      const lines: string[] = [];
      for (;;) {
        const { rows } = await client.query<{ r: string }>(`fetch ${BATCH} from rows_cursor`);
        for (const row of rows) lines.push(row.r);
        if (rows.length < BATCH) break;
      }
      await client.query('close rows_cursor');
      tables[table] = lines.length;
      await out.add(`database/${table}.jsonl`, lines.length ? `${lines.join('\n')}\n` : '');
    }
    const { rows: seqs } = await client.query<{ name: string; value: string | null }>(`
      select sequencename as name, last_value::text as value from pg_sequences
      where schemaname = 'public' order by sequencename`);
    const sequences = Object.fromEntries(
      seqs.map((s) => [s.name, s.value === null ? null : Number(s.value)]),
    );
    await client.query('commit');

    // After the snapshot: every file a row of it names was written before that row.
    let files = 0;
    for (const part of DATA_PARTS) {
      for (const rel of await filesUnder(path.join(options.dataDir, part))) {
        await out.add(
          `files/${part}/${rel}`,
          await readFile(path.join(options.dataDir, part, rel)),
        );
        files += 1;
      }
    }
    const manifest: Manifest = {
      format: 1,
      createdAt: new Date().toISOString(),
      migration: { count: level[0]?.count ?? 0, last, tag },
      tables,
      sequences,
      files,
    };
    await out.add('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
    return manifest;
  } finally {
    await out.close();
    await client.end();
  }
}

/**
 * Restores `file` into `databaseUrl`, which must be an empty database (the script creates it):
 * the migrations up to the backup's level, the rows (triggers and foreign keys off for the
 * session: the rows were consistent when read), the sequences, then the migrations this code
 * has beyond the backup's. The uploads and the inbox replace those of `dataDir`.
 */
export async function restoreFrom(
  file: string,
  options: { databaseUrl: string; dataDir: string },
): Promise<Manifest> {
  const entries = await readTar(file);
  const manifestText = entries.get('manifest.json');
  if (!manifestText)
    throw new Error('Archive sans manifeste : ce n’est pas une sauvegarde Nuancier.');
  const manifest = JSON.parse(manifestText.toString('utf8')) as Manifest;
  const code = await journal();
  if (manifest.migration.last > Math.max(...code.entries.map((e) => e.when))) {
    throw new Error(
      'Cette sauvegarde vient d’une version plus récente de la boutique : mettez le code à jour avant de la restaurer.',
    );
  }

  // The schema as it was: the migrations up to the backup's own, from a cut copy of the folder.
  const folder = await mkdtemp(path.join(os.tmpdir(), 'nuancier-restore-'));
  try {
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const cut = { ...code, entries: code.entries.filter((e) => e.when <= manifest.migration.last) };
    await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify(cut));
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 1 });
    try {
      const { rows } = await pool.query<{ n: number }>(
        `select count(*)::int as n from pg_tables where schemaname = 'public'`,
      );
      if (rows[0]!.n > 0) throw new Error('La base de destination n’est pas vide.');
      await migrate(drizzle(pool), { migrationsFolder: folder });
    } finally {
      await pool.end();
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }

  const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 1 });
  try {
    await loadRows(pool, manifest, entries);
  } finally {
    await pool.end();
  }
  await runMigrations(options.databaseUrl);

  for (const part of DATA_PARTS) {
    await rm(path.join(options.dataDir, part), { recursive: true, force: true });
  }
  for (const [name, body] of entries) {
    if (!name.startsWith('files/')) continue;
    const rel = path.normalize(name.slice('files/'.length));
    if (rel.startsWith('..') || path.isAbsolute(rel)) continue;
    const target = path.join(options.dataDir, rel);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, body);
  }
  return manifest;
}

/**
 * The backup's rows and sequences, in one transaction with triggers and foreign-key checks off
 * (`session_replication_role = replica`: the rows were consistent when read, and a trigger such
 * as order_counts' would count them again).
 */
async function loadRows(pool: pg.Pool, manifest: Manifest, entries: Map<string, Buffer>) {
  const client = await pool.connect();
  let done = false;
  await client.query('begin');
  try {
    await client.query('set local session_replication_role = replica');
    const tables = await tablesOf(client);
    // Rows the migrations wrote (settings, counters) give way to the backup's.
    if (tables.length) await client.query(`truncate ${tables.map(quote).join(', ')}`);
    for (const table of Object.keys(manifest.tables)) {
      const text = entries.get(`database/${table}.jsonl`)?.toString('utf8') ?? '';
      const lines = text.split('\n').filter(Boolean);
      if (lines.length > 0) await insertRows(client, table, lines);
    }
    for (const [name, value] of Object.entries(manifest.sequences)) {
      if (value !== null) {
        await client.query('select setval($1::regclass, $2)', [quote(name), value]);
      }
    }
    await client.query('commit');
    done = true;
  } finally {
    if (!done) await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

/** A table's rows, by batches, into its columns that are not generated. */
async function insertRows(client: pg.PoolClient, table: string, lines: string[]) {
  const { rows: cols } = await client.query<{ name: string }>(
    `select attname as name from pg_attribute
     where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
     order by attnum`,
    [quote(table)],
  );
  const list = cols.map((c) => quote(c.name)).join(', ');
  for (let i = 0; i < lines.length; i += BATCH) {
    await client.query(
      `insert into ${quote(table)} (${list}) overriding system value
       select ${list} from jsonb_populate_recordset(null::${quote(table)}, $1::jsonb)`,
      [`[${lines.slice(i, i + BATCH).join(',')}]`],
    );
  }
}

/** Whether `file` exists and is a regular file (the CLI's check before it drops anything). */
export async function isFile(file: string): Promise<boolean> {
  return (await stat(file).catch(() => null))?.isFile() ?? false;
}
