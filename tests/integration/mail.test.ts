/**
 * E-mail delivery end to end: outbox rows → job worker (pg-boss) → nodemailer → a real SMTP
 * server (the local catcher), and a failing SMTP server that makes the worker retry, then mark
 * the row `failed` with the error.
 */
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import './support-visitor';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { sendContactMessage } from '@/lib/contact/actions';
import { getDb } from '@/lib/db/client';
import { queueEmail } from '@/lib/mail/outbox';
import { startMailCatcher, type CaughtEmail, type MailCatcher } from '@/lib/mail/catcher';
import { startWorker, type Worker } from '@/lib/jobs/worker';

const db = getDb();
const databaseUrl = process.env.DATABASE_URL!;

let worker: Worker | null = null;
let catcher: MailCatcher | null = null;

function workerTo(smtpPort: number, retryLimit = 2) {
  return startWorker({
    databaseUrl,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    from: 'Nuancier <boutique@nuancier.fr>',
    retryLimit,
    retryDelaySeconds: 1,
    pollingIntervalSeconds: 0.5,
    logLevel: 'silent',
  });
}

type OutboxRow = { status: string; error: string | null; sent: boolean; text: string };
async function outboxRow(id: string): Promise<OutboxRow> {
  const { rows } = await db.execute<OutboxRow>(
    sql`select status::text as status, error, sent_at is not null as sent, text from email_outbox where id = ${id}`,
  );
  return rows[0]!;
}

async function inbox(port: number): Promise<CaughtEmail[]> {
  const res = await fetch(`http://127.0.0.1:${port}/api/messages`);
  return (await res.json()) as CaughtEmail[];
}

afterEach(async () => {
  await worker?.stop();
  worker = null;
  await catcher?.stop();
  catcher = null;
});

afterAll(async () => {
  await db.execute(sql`delete from email_outbox`);
});

describe('e-mail delivery', () => {
  it('delivers queued e-mails through SMTP to the inbox: rows waiting before the worker starts, and new ones at once', async () => {
    await db.execute(sql`delete from email_outbox`);
    catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });

    // Queued while no worker runs: the start sweep finds it.
    const before = await sendContactMessage({
      name: 'Julie Martin',
      email: 'julie.martin@example.fr',
      message: 'Bonjour, avez-vous la teinte Renault TEKNG en bombe de 400 ml ?',
    });
    expect(before.ok).toBe(true);

    worker = await workerTo(catcher.smtpPort);
    await vi.waitFor(async () => expect(await inbox(catcher!.httpPort)).toHaveLength(1), {
      timeout: 15_000,
      interval: 100,
    });

    // Queued while the worker runs: the commit's notification wakes it.
    const { id } = await queueEmail(db, {
      to: 'Client@Example.fr',
      subject: 'Confirmez votre inscription',
      text: 'Confirmez ici : http://127.0.0.1:3000/newsletter/confirm?jeton=abc',
      html: '<p><a href="http://127.0.0.1:3000/newsletter/confirm?jeton=abc&amp;x=1">Confirmer</a></p>',
      template: 'test',
    });
    await vi.waitFor(async () => expect(await inbox(catcher!.httpPort)).toHaveLength(2), {
      timeout: 15_000,
      interval: 100,
    });

    const [latest, contact] = await inbox(catcher.httpPort);
    expect(contact).toMatchObject({
      to: ['contact@nuancier.fr'],
      from: 'boutique@nuancier.fr',
      subject: 'Nouveau message de contact : Julie Martin',
    });
    expect(contact!.text).toContain('E-mail : julie.martin@example.fr');
    expect(latest).toMatchObject({
      to: ['client@example.fr'],
      subject: 'Confirmez votre inscription',
    });
    expect(latest!.links).toEqual([
      'http://127.0.0.1:3000/newsletter/confirm?jeton=abc&x=1',
      'http://127.0.0.1:3000/newsletter/confirm?jeton=abc',
    ]);

    const row = await outboxRow(id);
    expect(row.status).toBe('sent');
    expect(row.error).toBeNull();
    expect(row.sent).toBe(true);
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*) as n from email_outbox where status <> 'sent'`,
    );
    expect(rows[0]!.n).toBe(0);

    // The inbox page lists them in French.
    const page = await (await fetch(`http://127.0.0.1:${catcher.httpPort}/`)).text();
    expect(page).toContain('E-mails envoyés par la boutique');
    expect(page).toContain('Nouveau message de contact : Julie Martin');
  });

  it('retries a refused e-mail, then marks it failed with the error and keeps it', async () => {
    let attempts = 0;
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        attempts += 1;
        stream.resume();
        stream.on('end', () => {
          const error = new Error('Boîte aux lettres indisponible') as Error & {
            responseCode: number;
          };
          error.responseCode = 450;
          callback(error);
        });
      },
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', () => resolve()));
    const port = (refusing.server.address() as AddressInfo).port;
    try {
      worker = await workerTo(port, 2);
      const { id } = await queueEmail(db, {
        to: 'client@example.fr',
        subject: 'Votre commande',
        text: 'Merci pour votre commande.',
        template: 'test',
      });

      await vi.waitFor(async () => expect((await outboxRow(id)).status).toBe('failed'), {
        timeout: 25_000,
        interval: 200,
      });
      const row = await outboxRow(id);
      expect(row.error).toContain('Boîte aux lettres indisponible');
      expect(row.sent).toBe(false);
      expect(row.text).toBe('Merci pour votre commande.');
      // The first attempt and two retries.
      expect(attempts).toBe(3);
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  }, 40_000);
});
