import { startWorker } from '@/lib/jobs/worker';

/**
 * A job worker on the test's database with no SMTP server behind it (e-mails wait in the
 * outbox), for the tests of its cron jobs; stop it in a `finally`.
 */
export function startTestWorker() {
  return startWorker({
    databaseUrl: process.env.DATABASE_URL!,
    smtpUrl: 'smtp://127.0.0.1:9',
    from: 'Nuancier <boutique@nuancier.fr>',
    retryLimit: 0,
    retryDelaySeconds: 1,
    logLevel: 'silent',
  });
}
