/**
 * `next build` only when something that shapes the build changed: the code (sources, messages,
 * migrations and seed, dependencies) or the configuration the build reads. Data is not code: a
 * catalogue edit never rebuilds (issue 36 §1), so a second `npm start` or e2e run takes seconds.
 *
 * What the build bakes from the database (the prerendered page shells) stays right after data
 * changes: every write through the app records its tags on the shared tag board, and a starting
 * instance expires every invalidation recorded since (lib/cache/shared-tags.ts); pages rendered
 * again at run time stay in memory and never overwrite the build's copy on disk
 * (`isrFlushToDisk: false`, next.config.ts), so a database reset to the seed (the e2e runner)
 * finds the shells the build made from that same seed. See docs/decisions/build-fingerprint.md.
 */
import { spawnSync } from 'node:child_process';
import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { parseEnv, runtimeModeOf, type Env } from '../../lib/env';

const INPUTS = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  // The e2e runner seeds a fresh database before reusing a build: the seed is part of what the
  // prerendered shells show, so a change to it (or to the schema) rebuilds.
  'supabase/migrations',
  'supabase/seed',
  'proxy.ts',
  'next.config.ts',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
];
const STAMP = path.join('.next', 'nuancier-build-stamp');
/** The standalone server (`output: 'standalone'`, next.config.ts) every instance runs. */
const STANDALONE_DIR = path.resolve('.next', 'standalone');
export const STANDALONE_SERVER = path.join(STANDALONE_DIR, 'server.js');
/** Next's own command line, run by node itself: no `npx` between a launcher and its child. */
export const NEXT_BIN = path.resolve('node_modules', 'next', 'dist', 'bin', 'next');

/**
 * The standalone server serves `public/` and `.next/static` only from its own folder; Next
 * leaves copying them to the deployment (node_modules/next/dist/docs/01-app/03-api-reference/
 * 05-config/01-next-config-js/output.md). Done after every build, so the folder is whole.
 */
function completeStandalone() {
  fs.cpSync('public', path.join(STANDALONE_DIR, 'public'), { recursive: true });
  fs.cpSync(path.join('.next', 'static'), path.join(STANDALONE_DIR, '.next', 'static'), {
    recursive: true,
  });
}

/** A build that can be served: its id, and the standalone server with its assets. */
export function buildPresent(): boolean {
  return (
    fs.existsSync(path.join('.next', 'BUILD_ID')) &&
    fs.existsSync(STANDALONE_SERVER) &&
    fs.existsSync(path.join(STANDALONE_DIR, '.next', 'static'))
  );
}

/** Contents, not modification times: a branch switch or a fresh checkout with the same code reuses. */
function hashTree(target: string, hash: Hash) {
  if (!fs.existsSync(target)) return;
  const stat = fs.statSync(target);
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(target).sort()) hashTree(path.join(target, entry), hash);
  } else {
    hash.update(`${target}\0${stat.size}\0`).update(fs.readFileSync(target));
  }
}

/** Which database the shells were prerendered from (its cluster and name), never its data. */
async function databaseIdentity(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; db: string }>(
      `select (select system_identifier::text from pg_control_system()) as id, current_database() as db`,
    );
    return `${rows[0]?.id}:${rows[0]?.db}`;
  } finally {
    await client.end();
  }
}

/** Read at run time only (ports, where the data lives, log level, retry pacing): never rebuild. */
const RUNTIME_ONLY = new Set<keyof Env>([
  'DATABASE_URL',
  'EMBEDDED_DATABASE_URL',
  'EMBEDDED_PG_PORT',
  'DATA_DIR',
  'PORT',
  'MAIL_CATCHER_SMTP_PORT',
  'MAIL_CATCHER_HTTP_PORT',
  'MAIL_RETRY_LIMIT',
  'MAIL_RETRY_DELAY_SECONDS',
  'LOG_LEVEL',
  // Whether the build repeats the type check: the same output either way.
  'BUILD_TYPES_CHECKED',
  // Whether the build writes its Turbopack cache: the same output either way.
  'BUILD_FS_CACHE',
  // Secrets: only whether they are set shapes the build (runtimeModeOf below).
  'SUPABASE_SERVICE_ROLE_KEY',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'LINK_SIGNING_SECRET',
]);

/**
 * Configuration the build reads (NEXT_PUBLIC_* inlined in the bundles, SITE_URL in prerendered
 * metadata, BENCH_PAGES, the runtime modes that shape next.config.ts's headers): a build made
 * with other values (the e2e runner's fake analytics key and port) is not reused.
 */
function buildConfiguration(source: NodeJS.ProcessEnv): string {
  const parsed = parseEnv(source);
  const kept = Object.entries(parsed)
    .filter(([key]) => !RUNTIME_ONLY.has(key as keyof Env))
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify({ env: kept, mode: runtimeModeOf(parsed) });
}

async function buildFingerprint(env: NodeJS.ProcessEnv, databaseUrl: string) {
  const hash = createHash('sha256');
  for (const input of INPUTS) hashTree(input, hash);
  return hash
    .update(await databaseIdentity(databaseUrl))
    .update(buildConfiguration(env))
    .digest('hex');
}

export async function buildIfNeeded(env: NodeJS.ProcessEnv, databaseUrl: string, force = false) {
  const fingerprint = await buildFingerprint(env, databaseUrl);
  const current = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8') : '';
  if (!force && current === fingerprint && buildPresent()) {
    console.log('[build] build à jour, pas de recompilation');
    return;
  }
  console.log('[build] next build…');
  const started = Date.now();
  // One deployment id per build of this code and configuration, unless one is given: every
  // instance serving this `.next` shares it (next.config.ts `deploymentId`).
  const buildEnv = { ...env, DEPLOYMENT_ID: env.DEPLOYMENT_ID || fingerprint.slice(0, 16) };
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    stdio: 'inherit',
    env: buildEnv,
  });
  if (result.status !== 0) throw new Error(`next build a échoué (code ${result.status})`);
  completeStandalone();
  fs.writeFileSync(STAMP, fingerprint);
  console.log(`[build] terminé en ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
