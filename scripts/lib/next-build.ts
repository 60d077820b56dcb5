/**
 * `next build` only when something that shapes the build changed: sources, dependencies, or the
 * database (pages are prerendered from it). A second `npm start` then takes seconds.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const INPUTS = [
  'app',
  'components',
  'lib',
  'messages',
  'public',
  'proxy.ts',
  'next.config.ts',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
];
const STAMP = path.join('.next', 'nuancier-build-stamp');

function walk(target: string, out: string[]) {
  if (!fs.existsSync(target)) return;
  const stat = fs.statSync(target);
  if (stat.isDirectory()) {
    for (const entry of fs.readdirSync(target).sort()) walk(path.join(target, entry), out);
  } else {
    out.push(`${target}:${stat.size}:${stat.mtimeMs}`);
  }
}

async function databaseIdentity(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; db: string; n: string }>(
      `select (select system_identifier::text from pg_control_system()) as id, current_database() as db,
              (select max(updated_at)::text from products) as n`,
    );
    return `${rows[0]?.id}:${rows[0]?.db}:${rows[0]?.n}`;
  } finally {
    await client.end();
  }
}

/**
 * Configuration baked into the build (NEXT_PUBLIC_*, read when pages are prerendered): a build
 * made with other values (the e2e runner's fake analytics key) is not reused.
 */
function buildTimeEnv(env: NodeJS.ProcessEnv): Array<[string, string | undefined]> {
  return Object.keys(env)
    .filter((key) => key.startsWith('NEXT_PUBLIC_'))
    .sort()
    .map((key) => [key, env[key]]);
}

export async function buildIfNeeded(env: NodeJS.ProcessEnv, databaseUrl: string, force = false) {
  const files: string[] = [];
  for (const input of INPUTS) walk(input, files);
  const fingerprint = createHash('sha256')
    .update(files.join('\n'))
    .update(await databaseIdentity(databaseUrl))
    .update(JSON.stringify(buildTimeEnv(env)))
    .digest('hex');
  const current = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8') : '';
  if (!force && current === fingerprint && fs.existsSync(path.join('.next', 'BUILD_ID'))) {
    console.log('[build] build à jour, pas de recompilation');
    return;
  }
  console.log('[build] next build…');
  const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`next build a échoué (code ${result.status})`);
  fs.writeFileSync(STAMP, fingerprint);
}
