/**
 * The e-mail bench (issue 36 §3), run in its own process by bench/sections/mail.ts (or alone:
 * `npx tsx --import ./scripts/lib/allow-server-only.mjs bench/lib/mail-timing.ts`).
 *
 * On a database of its own (`nuancier_bench_mail`, migrated, emptied first) and a mail catcher
 * started as `npm start` starts it (its own process, `scripts/mail-catcher.ts --memory`, on the
 * MAIL_CATCHER_* ports):
 * 1. the shop's path: BENCH_MAIL_COUNT newsletter e-mails (10,000 by default) queued in the
 *    outbox, then one job worker (lib/jobs/worker.ts, MAIL_CONCURRENCY lanes) started: the time
 *    until the catcher has received every one;
 * 2. the ceiling: the same number of messages sent to the catcher by a bare pooled nodemailer
 *    loop (no database, as many connections as the worker's lanes).
 * Prints a line per measure, then one JSON line:
 * `{ count, shop: { seconds, perSecond, cpuMsPerEmail }, bare: { seconds, perSecond }, load }`.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { databaseReady } from '../../scripts/lib/database';
import { env, mailConcurrency } from '../../lib/env';
import { startWorker } from '../../lib/jobs/worker';
import { createDb, createPool } from '../../lib/db/client';
import { queueEmails } from '../../lib/mail/outbox';
import { nodeCpuMs, postmasterPid, serverTreeCpuMs } from './cpu';

const COUNT = Math.max(1, Number(process.env.BENCH_MAIL_COUNT ?? 10_000) || 10_000);
const LANES = mailConcurrency();
const STATS = `http://127.0.0.1:${env.MAIL_CATCHER_HTTP_PORT}/api/stats`;

const SUBJECT = 'Les teintes de novembre chez Nuancier';
const TEXT = `Bonjour,\n\n${'Découvrez nos nouvelles teintes de carrosserie en bombe et en pot. '.repeat(20)}\n\nSe désinscrire : http://127.0.0.1:3000/newsletter/unsubscribe?jeton=`;
const HTML = `<html><body><h1>${SUBJECT}</h1>${'<p>Découvrez nos nouvelles teintes de carrosserie en bombe et en pot.</p>'.repeat(40)}<p><a href="http://127.0.0.1:3000/newsletter/unsubscribe?jeton=`;

async function received(): Promise<number> {
  const res = await fetch(STATS);
  return ((await res.json()) as { received: number }).received;
}

async function until(total: number, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while ((await received()) < total) {
    if (Date.now() > end) throw new Error(`le catcher n'a reçu que ${await received()} / ${total}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function startCatcher() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/mail-catcher.ts', '--memory'],
    { stdio: ['ignore', 'pipe', 'inherit'], env: process.env },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`mail catcher arrêté (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('boîte de réception locale')) resolve();
    });
  });
  return child;
}

async function main() {
  const url = await databaseReady({ database: 'nuancier_bench_mail', seed: false });
  const reset = new pg.Client({ connectionString: url });
  await reset.connect();
  await reset.query('truncate email_outbox cascade; delete from worker_heartbeats');
  await reset.end();

  const catcher = await startCatcher();
  const catcherCpu = () => serverTreeCpuMs(catcher.pid!);
  const postmaster = postmasterPid(env.DATA_DIR);
  try {
    // 1. The shop: outbox rows → worker → catcher.
    const pool = createPool(url, 2);
    const db = createDb(pool);
    await db.transaction(async (tx) => {
      for (let start = 0; start < COUNT; start += 1000) {
        await queueEmails(
          tx,
          Array.from({ length: Math.min(1000, COUNT - start) }, (_, i) => ({
            to: `abonne-${start + i}@example.fr`,
            subject: SUBJECT,
            text: `${TEXT}${start + i}`,
            html: `${HTML}${start + i}">Se désinscrire</a></p></body></html>`,
            template: 'newsletter',
            priority: 'bulk' as const,
          })),
        );
      }
    });
    await pool.end();
    const cpu0 = {
      node: nodeCpuMs(),
      catcher: catcherCpu(),
      postgres: postmaster ? serverTreeCpuMs(postmaster) : 0,
    };
    const started = performance.now();
    const worker = await startWorker({
      databaseUrl: url,
      smtpUrl: `smtp://127.0.0.1:${env.MAIL_CATCHER_SMTP_PORT}`,
      from: env.MAIL_FROM,
      retryLimit: env.MAIL_RETRY_LIMIT,
      retryDelaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
      concurrency: LANES,
      logLevel: 'warn',
    });
    await until(COUNT, 30 * 60_000);
    const shopSeconds = (performance.now() - started) / 1000;
    const cpuMsPerEmail = {
      worker: (nodeCpuMs() - cpu0.node) / COUNT,
      catcher: (catcherCpu() - cpu0.catcher) / COUNT,
      postgres: postmaster ? (serverTreeCpuMs(postmaster) - cpu0.postgres) / COUNT : null,
    };
    await worker.stop();
    console.log(
      `E-mails de newsletter, ${COUNT.toLocaleString('fr-FR')} via la boîte d'envoi et le service d'envoi (${LANES} envois à la fois) : ${shopSeconds.toFixed(1)} s, ${(COUNT / shopSeconds).toFixed(0)} e-mails/s — CPU/e-mail service ${cpuMsPerEmail.worker.toFixed(2)} ms, catcher ${cpuMsPerEmail.catcher.toFixed(2)} ms${cpuMsPerEmail.postgres === null ? '' : `, Postgres ${cpuMsPerEmail.postgres.toFixed(2)} ms`}`,
    );

    // 2. The ceiling: the catcher alone, fed by a bare pooled nodemailer loop.
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: env.MAIL_CATCHER_SMTP_PORT,
      pool: true,
      maxConnections: LANES,
      maxMessages: Number.POSITIVE_INFINITY,
    });
    const bareStart = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: LANES }, async () => {
        while (next < COUNT) {
          const i = next++;
          await transport.sendMail({
            from: env.MAIL_FROM,
            to: `abonne-${i}@example.fr`,
            subject: SUBJECT,
            text: `${TEXT}${i}`,
            html: `${HTML}${i}">Se désinscrire</a></p></body></html>`,
          });
        }
      }),
    );
    await until(2 * COUNT, 30 * 60_000);
    const bareSeconds = (performance.now() - bareStart) / 1000;
    transport.close();
    console.log(
      `Plafond : le catcher seul, nodemailer nu (${LANES} connexions) : ${bareSeconds.toFixed(1)} s, ${(COUNT / bareSeconds).toFixed(0)} e-mails/s`,
    );
    const load = os.loadavg().map((l) => Number(l.toFixed(1)));
    console.log(
      `Charge de la machine (1/5/15 min) : ${load.join(' / ')} pour ${os.cpus().length} cœurs`,
    );
    console.log(
      JSON.stringify({
        count: COUNT,
        lanes: LANES,
        shop: { seconds: shopSeconds, perSecond: COUNT / shopSeconds, cpuMsPerEmail },
        bare: { seconds: bareSeconds, perSecond: COUNT / bareSeconds },
        load,
      }),
    );
  } finally {
    catcher.kill('SIGTERM');
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[bench mail] ${error instanceof Error ? error.stack : String(error)}`);
    process.exit(1);
  },
);
