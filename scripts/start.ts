/**
 * `npm start`: database (embedded unless DATABASE_URL), migrations, demo catalogue on first
 * run, production build when needed, then the shop at http://localhost:3000 with its job
 * worker and, in embedded mode (no SMTP_URL), the local mail catcher.
 *
 * `--no-build` (`npm run serve`) serves the build that is there and never builds: the
 * production path builds once, elsewhere (README « Production »).
 *
 * Every child is a node process started here, in its own process group, under one supervisor
 * (scripts/lib/supervisor.ts): SIGTERM or SIGINT (to this process, or to the `npm start` that
 * runs it) stops them all, then the embedded Postgres if this launcher started it, within 10 s; a helper that dies is started again; a server that
 * dies, or a helper that keeps dying, stops everything and the launcher exits non-zero.
 * See docs/decisions/process-supervision.md.
 */
import { env } from '../lib/env';
import { appEnv, standaloneEnv } from './lib/app-env';
import { startBackground } from './lib/background';
import { prepareDatabase } from './lib/database';
import { stopEmbeddedPostgres } from './lib/embedded-postgres';
import { buildIfNeeded, buildPresent, NEXT_BIN, STANDALONE_SERVER } from './lib/next-build';
import { createSupervisor } from './lib/supervisor';

async function main() {
  const dev = process.argv.includes('--dev');
  const noBuild = process.argv.includes('--no-build');
  const database = await prepareDatabase();
  const childEnv = appEnv(database.url);

  let shuttingDown: Promise<never> | undefined;
  const shutdown = (reason: string, code: number): Promise<never> => {
    shuttingDown ??= (async () => {
      console.error(reason);
      await supervisor.stop();
      if (database.startedEmbedded) {
        await stopEmbeddedPostgres(env.DATA_DIR).catch((error: unknown) => {
          console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
        });
      }
      console.error('[start] boutique arrêtée');
      process.exit(code);
    })();
    return shuttingDown;
  };
  const supervisor = createSupervisor({ onFatal: (r, c) => void shutdown(r, c), ownGroups: true });
  process.on('SIGINT', () => void shutdown('[start] arrêt demandé (SIGINT)', 0));
  process.on('SIGTERM', () => void shutdown('[start] arrêt demandé (SIGTERM)', 0));
  // npm does not pass SIGTERM on to its script: `kill <npm start>` ends npm and the shell it
  // ran the script with, not this process, which then has another parent and stops too.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) void shutdown('[start] le processus parent (npm) est arrêté', 0);
  }, 250).unref();

  if (!dev) {
    if (!noBuild) await buildIfNeeded(childEnv, database.url);
    else if (!buildPresent()) throw new Error('aucun build à servir : lancez « npm run build »');
  }
  // The server and the helpers start side by side: the shop answers as soon as it can.
  console.log(`[start] boutique sur http://localhost:${env.PORT}`);
  await Promise.all([
    supervisor.add({
      name: 'le serveur',
      restart: false,
      ...(dev
        ? { args: [NEXT_BIN, 'dev', '-p', String(env.PORT)], env: childEnv }
        : // Every interface, as `next start` did; the standalone server reads HOSTNAME and PORT.
          { args: [STANDALONE_SERVER], env: standaloneEnv(env.PORT, childEnv, '0.0.0.0') }),
    }),
    startBackground(childEnv, { supervisor }),
  ]);
}

main().catch((error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
