/**
 * The background job worker (pg-boss on the shop's Postgres). Runs in its own process beside the
 * server (`scripts/worker.ts`, started by `npm start` and the e2e runner); any number of workers
 * may run at once: pg-boss hands each job to one of them, and an e-mail is sent under a row lock.
 *
 * E-mail delivery: `queueEmail` only inserts an `email_outbox` row inside the caller's
 * transaction. A trigger (migration 0007) notifies `email_outbox` at commit; the worker listens,
 * turns each notified row into a pg-boss job (`email-deliver`, keyed by the row id) and wakes its
 * consumer, so an e-mail leaves within a moment of the commit. pg-boss retries a failed attempt
 * with exponential backoff; the last failure marks the row `failed` with its error. The order
 * e-mails are queued as render references and rendered here, at delivery
 * (lib/orders/emails/render.tsx), not in the order's transaction. A sweep at
 * start and every minute (pg-boss cron, run by one worker) enqueues any row still `queued`
 * (worker down at commit time, lost notification).
 *
 * Expired bank transfers: a cron job every 5 minutes (`orders-expire-transfers`, singleton
 * queue: one run at a time whatever the number of workers) cancels unpaid transfer orders past
 * their due date and puts their stock back (`cancelExpiredTransfers`: each order claimed with
 * SKIP LOCKED and released once, so even two sweeps at once release each order once).
 */
import pg from 'pg';
import PgBoss from 'pg-boss';
import pino from 'pino';
import type { Transporter } from 'nodemailer';
import { createDb, createPool } from '@/lib/db/client';
import { resolveInvoiceAttachments } from '@/lib/invoices/attachments';
import { createTransport, deliverOutboxEmail, queuedEmailIds } from '@/lib/mail/deliver';
import { renderOrderEmail } from '@/lib/orders/emails/render';
import { cancelExpiredTransfers } from '@/lib/orders/payment';
import { randomUUID } from 'node:crypto';
import { BEAT_INTERVAL_MS, beat, forget } from './heartbeat';

export const QUEUES = {
  deliverEmail: 'email-deliver',
  sweepEmail: 'email-sweep',
  expireTransfers: 'orders-expire-transfers',
} as const;
const CHANNEL = 'email_outbox';

export type WorkerOptions = {
  databaseUrl: string;
  smtpUrl: string;
  from: string;
  /** Attempts after the first one. */
  retryLimit: number;
  /** Seconds before the first retry, doubled each time. */
  retryDelaySeconds: number;
  /** Seconds between polls of the job table when no notification came (default 2). */
  pollingIntervalSeconds?: number;
  logLevel?: pino.Level | 'silent';
  transport?: Transporter;
};

export type Worker = {
  /** Enqueues every row still `queued`; returns how many jobs were created. */
  sweep(): Promise<number>;
  /** Cancels the expired unpaid transfers now (what the cron job runs); returns how many. */
  expireTransfers(): Promise<number>;
  stop(): Promise<void>;
};

type DeliverJob = { id: string };

export async function startWorker(options: WorkerOptions): Promise<Worker> {
  const log = pino({ level: options.logLevel ?? 'info', base: { app: 'nuancier-worker' } });
  const pool = createPool(options.databaseUrl, 4);
  const db = createDb(pool);
  const transport = options.transport ?? createTransport(options.smtpUrl);
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    max: 4,
    application_name: 'nuancier-worker',
  });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss'));
  await boss.start();
  await boss.createQueue(QUEUES.deliverEmail, { name: QUEUES.deliverEmail, policy: 'stately' });
  await boss.createQueue(QUEUES.sweepEmail, { name: QUEUES.sweepEmail, policy: 'singleton' });
  await boss.createQueue(QUEUES.expireTransfers, {
    name: QUEUES.expireTransfers,
    policy: 'singleton',
  });

  const workerId = await boss.work<DeliverJob>(
    QUEUES.deliverEmail,
    {
      includeMetadata: true,
      batchSize: 1,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    },
    async (jobs) => {
      for (const job of jobs) {
        const lastAttempt = job.retryCount >= job.retryLimit;
        try {
          const outcome = await deliverOutboxEmail(db, transport, {
            id: job.data.id,
            from: options.from,
            lastAttempt,
            resolveAttachments: resolveInvoiceAttachments,
            renderBody: renderOrderEmail,
          });
          log.info({ emailId: job.data.id, outcome }, 'e-mail traité');
        } catch (error) {
          log.warn(
            { emailId: job.data.id, attempt: job.retryCount + 1, lastAttempt, err: error },
            'échec d’envoi d’e-mail',
          );
          throw error;
        }
      }
    },
  );

  async function enqueue(id: string): Promise<boolean> {
    const jobId = await boss.send(
      QUEUES.deliverEmail,
      { id },
      {
        singletonKey: id,
        retryLimit: options.retryLimit,
        retryDelay: options.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 120,
      },
    );
    return jobId !== null;
  }

  async function sweep(): Promise<number> {
    let created = 0;
    for (const id of await queuedEmailIds(db)) if (await enqueue(id)) created += 1;
    if (created > 0) boss.notifyWorker(workerId);
    return created;
  }

  await boss.work(QUEUES.sweepEmail, async () => {
    await sweep();
  });
  await boss.schedule(QUEUES.sweepEmail, '* * * * *');

  async function expireTransfers(): Promise<number> {
    let total = 0;
    // Batches of 100 until none is left (a backlog after a long stop is cleared in one run).
    for (;;) {
      const cancelled = await cancelExpiredTransfers(db);
      total += cancelled;
      if (cancelled < 100) break;
    }
    if (total > 0) log.info({ cancelled: total }, 'virements expirés annulés');
    return total;
  }
  await boss.work(QUEUES.expireTransfers, async () => {
    await expireTransfers();
  });
  await boss.schedule(QUEUES.expireTransfers, '*/5 * * * *');

  const listener = await listen(options.databaseUrl, log, (id) => {
    enqueue(id)
      .then(() => boss.notifyWorker(workerId))
      .catch((error: unknown) => log.error({ err: error, emailId: id }, 'mise en file impossible'));
  });
  await sweep();
  // The heartbeat the health route and the dashboard read (lib/jobs/heartbeat.ts).
  const heartbeatId = randomUUID();
  const writeBeat = () =>
    beat(db, heartbeatId).catch((error: unknown) => log.warn({ err: error }, 'battement non écrit'));
  await writeBeat();
  const beating = setInterval(() => void writeBeat(), BEAT_INTERVAL_MS);
  beating.unref();
  log.info('worker prêt (e-mails, virements expirés)');

  return {
    sweep,
    expireTransfers,
    async stop() {
      clearInterval(beating);
      await forget(db, heartbeatId).catch(() => undefined);
      await listener.close();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      transport.close();
      await pool.end();
    },
  };
}

/**
 * LISTEN on the outbox channel with its own connection, reconnecting after a lost connection
 * (the minute sweep covers what was committed meanwhile).
 */
async function listen(
  url: string,
  log: pino.Logger,
  onId: (id: string) => void,
): Promise<{ close(): Promise<void> }> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: url, application_name: 'nuancier-worker-listen' });
    c.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) onId(message.payload);
    });
    c.on('error', (error) => {
      log.warn({ err: error }, 'écoute de la file e-mail perdue, reconnexion');
      c.end().catch(() => undefined);
      if (!closed) retry = setTimeout(() => void connect().catch(reconnectLater), 1000);
    });
    await c.connect();
    await c.query(`listen ${CHANNEL}`);
    client = c;
  }
  function reconnectLater(error: unknown) {
    log.warn({ err: error }, 'reconnexion impossible, nouvel essai');
    if (!closed) retry = setTimeout(() => void connect().catch(reconnectLater), 5000);
  }

  await connect();
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
