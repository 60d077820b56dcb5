/**
 * The background job worker (pg-boss on the shop's Postgres, for its cron jobs). Runs in its own
 * process beside the server (`scripts/worker.ts`, started by `npm start` and the e2e runner); any
 * number of workers may run at once.
 *
 * E-mail delivery: `queueEmail` only inserts an `email_outbox` row inside the caller's
 * transaction. The worker runs `concurrency` lanes; each claims the next due row itself
 * (`deliverNextEmail`: highest priority first, so order e-mails pass a newsletter in progress;
 * `for update skip locked`, so lanes and workers never take the same row), sends it under that
 * row lock through a pooled SMTP transport (connections kept open and shared by the lanes), marks
 * it `sent`, and claims the next one at once. A lane with nothing due sleeps until the outbox
 * trigger's notification (migration 0007: a commit wakes every lane of every worker) or its poll
 * (`pollingIntervalSeconds`, for retries coming due). A failed attempt is counted on the row and
 * retried after `retryDelaySeconds`, doubled each time; the last failure marks it `failed`. The
 * order e-mails are queued as render references and rendered here, at delivery
 * (lib/orders/emails/render.tsx), not in the order's transaction. A sweep at start and every
 * minute (pg-boss cron, run by one worker; /admin/testing reads its last run) wakes the lanes
 * when rows are due (a lost notification). docs/decisions/email-throughput.md says why.
 *
 * At start, a worker that finds no other one alive and e-mails waiting for long tells the shop
 * by e-mail (lib/jobs/owner-alerts.ts), once per backlog.
 *
 * The owner's daily low-stock e-mail: a cron job at 7:00 (Paris), singleton queue
 * (`owner-low-stock-email`, lib/jobs/low-stock-email.ts), queued only when switched on in
 * /admin/products and at most once a day.
 *
 * The products' bin: a cron job every night (`products-purge-bin`, singleton queue) deletes the
 * products in the « Corbeille » for 30 days (lib/jobs/purge-bin.ts).
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
import { createTransport, deliverNextEmail, dueEmailCount } from '@/lib/mail/deliver';
import { renderOrderEmail } from '@/lib/orders/emails/render';
import { cancelExpiredTransfers } from '@/lib/orders/payment';
import { randomUUID } from 'node:crypto';
import { BEAT_INTERVAL_MS, beat, forget } from './heartbeat';
import { queueLowStockEmail, type LowStockEmailOutcome } from './low-stock-email';
import { purgeBin } from './purge-bin';
import { alertRecoveryWithBacklog } from './owner-alerts';

export const QUEUES = {
  sweepEmail: 'email-sweep',
  expireTransfers: 'orders-expire-transfers',
  lowStockEmail: 'owner-low-stock-email',
  purgeBin: 'products-purge-bin',
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
  /** E-mails sent at once (lanes, and SMTP connections kept open); default 8. */
  concurrency?: number;
  /** Seconds between polls of the outbox by an idle lane when no notification came (default 2). */
  pollingIntervalSeconds?: number;
  logLevel?: pino.Level | 'silent';
  transport?: Transporter;
};

export type Worker = {
  /** Wakes the lanes if e-mails are due; returns how many are. */
  sweep(): Promise<number>;
  /** Cancels the expired unpaid transfers now (what the cron job runs); returns how many. */
  expireTransfers(): Promise<number>;
  /** The owner's daily low-stock e-mail, as its cron job runs it (lib/jobs/low-stock-email.ts). */
  lowStockEmail(): Promise<LowStockEmailOutcome>;
  /** Deletes the products in the bin for 30 days, as its cron job does; returns how many. */
  purgeBin(): Promise<number>;
  stop(): Promise<void>;
};

/** Idle lanes wait here until `wake()` (a notification, the sweep) or their poll timeout. */
function doorbell() {
  let waiters: Array<() => void> = [];
  return {
    wait(ms: number): Promise<void> {
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          waiters = waiters.filter((w) => w !== done);
          resolve();
        }
        waiters.push(done);
      });
    },
    wake() {
      for (const waiter of [...waiters]) waiter();
    },
  };
}

export async function startWorker(options: WorkerOptions): Promise<Worker> {
  const log = pino({ level: options.logLevel ?? 'info', base: { app: 'nuancier-worker' } });
  const concurrency = Math.max(1, options.concurrency ?? 8);
  // One connection per lane (each holds its row lock while sending), plus the sweep and beat.
  const pool = createPool(options.databaseUrl, concurrency + 2);
  const db = createDb(pool);
  const transport = options.transport ?? createTransport(options.smtpUrl, { pool: concurrency });
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    max: 2,
    application_name: 'nuancier-worker',
  });
  boss.on('error', (error) => log.error({ err: error }, 'pg-boss'));
  await boss.start();
  await boss.createQueue(QUEUES.sweepEmail, { name: QUEUES.sweepEmail, policy: 'singleton' });
  await boss.createQueue(QUEUES.expireTransfers, {
    name: QUEUES.expireTransfers,
    policy: 'singleton',
  });
  await boss.createQueue(QUEUES.lowStockEmail, { name: QUEUES.lowStockEmail, policy: 'singleton' });
  await boss.createQueue(QUEUES.purgeBin, { name: QUEUES.purgeBin, policy: 'singleton' });

  // Told before this worker's first beat: "no other worker alive" means it is coming back.
  await alertRecoveryWithBacklog(db).then(
    (alert) => alert && log.warn(alert, 'service d’envoi rétabli avec des e-mails en retard'),
    (error: unknown) => log.error({ err: error }, 'alerte de reprise non envoyée'),
  );

  const bell = doorbell();
  const pollMs = (options.pollingIntervalSeconds ?? 2) * 1000;
  let stopping = false;

  async function lane(): Promise<void> {
    while (!stopping) {
      try {
        const done = await deliverNextEmail(db, transport, {
          from: options.from,
          retryLimit: options.retryLimit,
          retryDelaySeconds: options.retryDelaySeconds,
          resolveAttachments: resolveInvoiceAttachments,
          renderBody: renderOrderEmail,
        });
        if (!done) {
          await bell.wait(pollMs);
        } else if (done.outcome === 'sent') {
          log.debug({ emailId: done.id, template: done.template }, 'e-mail envoyé');
        } else {
          log.warn(
            { emailId: done.id, lastAttempt: done.outcome === 'failed', err: done.error },
            'échec d’envoi d’e-mail',
          );
        }
      } catch (error) {
        log.error({ err: error }, 'file e-mail inaccessible, nouvel essai');
        await bell.wait(Math.max(pollMs, 1000));
      }
    }
  }
  const lanes = Array.from({ length: concurrency }, () => lane());

  async function sweep(): Promise<number> {
    const due = await dueEmailCount(db);
    if (due > 0) bell.wake();
    return due;
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

  async function lowStockEmail(): Promise<LowStockEmailOutcome> {
    const outcome = await queueLowStockEmail(db);
    if (outcome === 'queued') log.info('e-mail de stock bas mis en file');
    return outcome;
  }
  await boss.work(QUEUES.lowStockEmail, async () => {
    await lowStockEmail();
  });
  // Every morning at 7 in France (the e-mail itself is off until the owner switches it on).
  await boss.schedule(QUEUES.lowStockEmail, '0 7 * * *', undefined, { tz: 'Europe/Paris' });

  async function purgeBinNow(): Promise<number> {
    const purged = await purgeBin(db);
    if (purged > 0) log.info({ purged }, 'produits de la corbeille supprimés');
    return purged;
  }
  await boss.work(QUEUES.purgeBin, async () => {
    await purgeBinNow();
  });
  // Every night at 3 in France: products deleted 30 days ago or more leave the bin.
  await boss.schedule(QUEUES.purgeBin, '0 3 * * *', undefined, { tz: 'Europe/Paris' });

  // Every committed outbox row notifies: wake the idle lanes (a newsletter's thousands of
  // notifications each only resolve waiters already woken).
  const listener = await listen(options.databaseUrl, log, () => bell.wake());
  await sweep();
  // The heartbeat the health route and the dashboard read (lib/jobs/heartbeat.ts).
  const heartbeatId = randomUUID();
  const writeBeat = () =>
    beat(db, heartbeatId).catch((error: unknown) =>
      log.warn({ err: error }, 'battement non écrit'),
    );
  await writeBeat();
  const beating = setInterval(() => void writeBeat(), BEAT_INTERVAL_MS);
  beating.unref();
  log.info({ concurrency }, 'worker prêt (e-mails, virements expirés)');

  return {
    sweep,
    expireTransfers,
    lowStockEmail,
    purgeBin: purgeBinNow,
    async stop() {
      clearInterval(beating);
      stopping = true;
      bell.wake();
      // Each lane finishes the e-mail it holds.
      await Promise.all(lanes);
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
