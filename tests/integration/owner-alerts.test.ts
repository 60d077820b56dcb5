/**
 * The owner learns that something is down (issue 36 §4): the dashboard banner's data
 * (`systemAlerts`: worker silent, mail server refusing, e-mails waiting too long) and the
 * e-mail to the shop when a worker comes back with a backlog, once per backlog.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { systemAlerts } from '@/lib/admin/dashboard/alerts';
import type { Admin } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import { beat } from '@/lib/jobs/heartbeat';
import { alertRecoveryWithBacklog } from '@/lib/jobs/owner-alerts';
import { startWorker } from '@/lib/jobs/worker';
import { queueEmail } from '@/lib/mail/outbox';
import { SHOP_INFO } from '@/lib/site/shop-info';
import { createTransport } from '@/lib/mail/deliver';

const me: Admin = {
  kind: 'customer',
  userId: randomUUID(),
  email: 'admin@example.fr',
  isAdmin: true,
  isVerifiedProfessional: false,
};
const db = getDb();

/** An outbox row, with its columns set by SQL (ages relative to the database's now). */
async function row(set: string): Promise<string> {
  const { id } = await queueEmail(db, {
    to: 'client@example.fr',
    subject: 'Votre commande',
    text: 'Merci.',
    template: 'order-confirmation',
  });
  await db.execute(sql`update email_outbox set ${sql.raw(set)} where id = ${id}`);
  return id;
}

async function freshWorker() {
  await beat(db, `test-${randomUUID()}`);
}

async function alertEmails() {
  const { rows } = await db.execute<{ to_address: string; subject: string; text: string }>(
    sql`select to_address, subject, text from email_outbox
        where template = 'owner-alert-worker-recovered' order by created_at`,
  );
  return rows;
}

beforeEach(async () => {
  await db.execute(sql`delete from email_outbox`);
  await db.execute(sql`delete from worker_heartbeats`);
  await db.execute(sql`delete from owner_alerts`);
});

describe('dashboard banner data', () => {
  it('nothing to say when a worker beats, nothing failed and nothing waits long', async () => {
    await freshWorker();
    await row(`status = 'sent', sent_at = now()`);
    await row(`created_at = now() - interval '2 minutes'`);
    expect(await systemAlerts(db, me)).toEqual([]);
  });

  it('the e-mail worker silent: never started, or its last beat too old', async () => {
    expect(await systemAlerts(db, me)).toEqual([{ kind: 'worker-silent', silentMinutes: null }]);
    await db.execute(
      sql`insert into worker_heartbeats (worker_id, beat_at) values ('vieux', now() - interval '7 minutes')`,
    );
    expect(await systemAlerts(db, me)).toEqual([{ kind: 'worker-silent', silentMinutes: 7 }]);
    await freshWorker();
    expect(await systemAlerts(db, me)).toEqual([]);
  });

  it('the mail server refusing: the newest attempt failed lately, with its error', async () => {
    await freshWorker();
    await row(`status = 'sent', sent_at = now() - interval '3 minutes'`);
    await row(
      `error = 'connect ECONNREFUSED 127.0.0.1:25', failed_at = now() - interval '2 minutes', attempts = 1`,
    );
    expect(await systemAlerts(db, me)).toEqual([
      { kind: 'smtp-refusing', minutesAgo: 2, error: 'connect ECONNREFUSED 127.0.0.1:25' },
    ]);
    // Something was sent since: the server accepts again.
    await row(`status = 'sent', sent_at = now()`);
    expect(await systemAlerts(db, me)).toEqual([]);
  });

  it('a failure older than the window is not news', async () => {
    await freshWorker();
    await row(`status = 'failed', error = 'refusé', failed_at = now() - interval '20 minutes'`);
    expect(await systemAlerts(db, me)).toEqual([]);
  });

  it('the queue late: the oldest e-mail waiting for more than 10 minutes', async () => {
    await freshWorker();
    await row(`created_at = now() - interval '9 minutes'`);
    expect(await systemAlerts(db, me)).toEqual([]);
    await row(`created_at = now() - interval '25 minutes'`);
    expect(await systemAlerts(db, me)).toEqual([
      { kind: 'queue-late', waiting: 2, oldestMinutes: 25 },
    ]);
  });
});

describe('the e-mail to the shop when the worker comes back with a backlog', () => {
  it('is queued once per backlog, whatever the restarts', async () => {
    await row(`created_at = now() - interval '30 minutes'`);
    await row(`created_at = now() - interval '12 minutes'`);

    expect(await alertRecoveryWithBacklog(db)).toEqual({ waiting: 2, oldestMinutes: 30 });
    const [alert, ...more] = await alertEmails();
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      to_address: SHOP_INFO.email,
      subject: "Nuancier : le service d'envoi des e-mails a redémarré avec 2 e-mails en retard",
    });
    expect(alert!.text).toContain(
      "2 e-mails attendaient d'être envoyés, le plus ancien depuis 30 minutes.",
    );

    // The worker crashes and starts again, still silent, same backlog: no second e-mail.
    expect(await alertRecoveryWithBacklog(db)).toBeNull();
    expect(await alertEmails()).toHaveLength(1);

    // The backlog drains; a later outage leaves a new one: a new e-mail.
    await db.execute(sql`update email_outbox set status = 'sent', sent_at = now()`);
    await row(`created_at = now() + interval '1 second'`);
    await db.execute(
      sql`update email_outbox set created_at = now() - interval '15 minutes' where status = 'queued'`,
    );
    await db.execute(sql`update owner_alerts set sent_at = now() - interval '20 minutes'`);
    expect(await alertRecoveryWithBacklog(db)).toEqual({ waiting: 1, oldestMinutes: 15 });
    expect(await alertEmails()).toHaveLength(2);
  });

  it('is not sent without a backlog, nor when another worker was alive', async () => {
    await row(`created_at = now() - interval '5 minutes'`);
    expect(await alertRecoveryWithBacklog(db)).toBeNull();
    await row(`created_at = now() - interval '40 minutes'`);
    await freshWorker();
    expect(await alertRecoveryWithBacklog(db)).toBeNull();
    expect(await alertEmails()).toEqual([]);
  });

  it('a worker starting twice after an outage queues one e-mail, ahead of the backlog', async () => {
    await row(`created_at = now() - interval '30 minutes'`);
    // SMTP down: nothing leaves, so the backlog stays while the worker restarts.
    const options = {
      databaseUrl: process.env.DATABASE_URL!,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'Nuancier <boutique@nuancier.fr>',
      retryLimit: 5,
      retryDelaySeconds: 3600,
      logLevel: 'silent' as const,
    };
    const first = await startWorker({ ...options, transport: createTransport(options.smtpUrl) });
    await first.stop();
    const second = await startWorker({ ...options, transport: createTransport(options.smtpUrl) });
    await second.stop();
    expect(await alertEmails()).toHaveLength(1);
    const { rows } = await db.execute<{ priority: number }>(
      sql`select priority from email_outbox where template = 'owner-alert-worker-recovered'`,
    );
    expect(rows[0]!.priority).toBe(1);
  }, 60_000);
});
