/**
 * `npm start`: database (embedded unless DATABASE_URL), migrations, demo catalogue on first
 * run, production build when needed, then the shop at http://localhost:3000 with its job
 * worker and, in embedded mode (no SMTP_URL), the local mail catcher.
 */
import { spawn } from 'node:child_process';
import { env } from '../lib/env';
import { appEnv } from './lib/app-env';
import { startBackground } from './lib/background';
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
  const background = await startBackground(childEnv);
  console.log(`[start] boutique sur http://localhost:${env.PORT}`);
  const child = spawn('npx', args, { stdio: 'inherit', env: childEnv });
  const forward = (signal: NodeJS.Signals) => {
    child.kill(signal);
    background.stop();
  };
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code) => {
    background.stop();
    process.exit(code ?? 0);
  });
  // A helper that stops takes the shop down with it rather than leaving e-mails unsent unseen.
  for (const helper of background.children) {
    helper.on('exit', (code, signal) => {
      if (signal === 'SIGTERM') return;
      console.error(`[start] un processus auxiliaire s’est arrêté (code ${code}), arrêt`);
      child.kill('SIGTERM');
    });
  }
}

main().catch((error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
