/**
 * The background job worker (lib/jobs/worker.ts): started by `npm start` beside the server, and
 * by the e2e runner, once the database is migrated (they pass its URL). Several may run against
 * one database.
 */
import { databaseUrl, env, mailConcurrency, smtpUrl } from '../lib/env';
import { startWorker } from '../lib/jobs/worker';

async function main() {
  const worker = await startWorker({
    databaseUrl: databaseUrl(),
    smtpUrl: smtpUrl(),
    from: env.MAIL_FROM,
    retryLimit: env.MAIL_RETRY_LIMIT,
    retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
    concurrency: mailConcurrency(),
    logLevel: env.LOG_LEVEL,
  });
  const stop = () => {
    worker.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`[worker] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
