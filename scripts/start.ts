/**
 * `npm start`: database (embedded unless DATABASE_URL), migrations, demo catalogue on first
 * run, production build when needed, then the shop at http://localhost:3000.
 */
import { spawn } from 'node:child_process';
import { env } from '../lib/env';
import { appEnv } from './lib/app-env';
import { databaseReady } from './lib/database';
import { buildIfNeeded } from './lib/next-build';

async function main() {
  const dev = process.argv.includes('--dev');
  const url = await databaseReady();
  const childEnv = appEnv(url);
  if (!dev) await buildIfNeeded(childEnv, url);
  const args = dev
    ? ['next', 'dev', '-p', String(env.PORT)]
    : ['next', 'start', '-p', String(env.PORT)];
  console.log(`[start] boutique sur http://localhost:${env.PORT}`);
  const child = spawn('npx', args, { stdio: 'inherit', env: childEnv });
  const forward = (signal: NodeJS.Signals) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code) => process.exit(code ?? 0));
}

main().catch((error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
