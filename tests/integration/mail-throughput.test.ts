/**
 * E-mail at the pace of a newsletter (issue 36 §3), with the real catcher over SMTP: 250
 * newsletter e-mails and order e-mails queued while they are being sent; two workers run at
 * once. The order e-mails pass the newsletter (priority), and every e-mail arrives exactly once
 * (row lock, `skip locked`). 250 are enough for both: the orders must come within two rounds of
 * the lanes after the moment they are queued, with at least a hundred newsletter e-mails still
 * waiting, more than five times those two rounds (the send rate itself is measured by the mail
 * bench, bench/sections/mail.ts; 400 before, docs/decisions/ci-pipeline.md « Round 6 »).
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { queueEmails } from '@/lib/mail/outbox';
import { startMailCatcher, type CaughtEmail } from '@/lib/mail/catcher';
import { startWorker, type Worker } from '@/lib/jobs/worker';

const db = getDb();
const NEWSLETTER = 250;
const ORDERS = 3;
const WORKERS = 2;
const CONCURRENCY = 4;
/** E-mails sent at once: each lane may finish the one it holds, and claim one more before the
 * orders' commit is visible to it, before it takes an order e-mail. */
const LANES = WORKERS * CONCURRENCY;

afterAll(async () => {
  await db.execute(sql`delete from email_outbox`);
});

describe('e-mail throughput', () => {
  it('sends 250 newsletter e-mails with two workers, order e-mails first, each once', async () => {
    await db.execute(sql`delete from email_outbox`);
    const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0, max: 10_000 });
    const workers: Worker[] = [];
    try {
      await queueEmails(
        db,
        Array.from({ length: NEWSLETTER }, (_, i) => ({
          to: `abonne-${i}@example.fr`,
          subject: 'Les teintes de novembre',
          text: `Bonjour, voici nos nouveautés. Se désinscrire : http://127.0.0.1/n/${i}`,
          template: 'newsletter',
          priority: 'bulk' as const,
        })),
      );
      const start = performance.now();
      for (let i = 0; i < WORKERS; i++) {
        workers.push(
          await startWorker({
            databaseUrl: process.env.DATABASE_URL!,
            smtpUrl: `smtp://127.0.0.1:${catcher.smtpPort}`,
            from: 'Nuancier <boutique@nuancier.fr>',
            retryLimit: 2,
            retryDelaySeconds: 1,
            concurrency: CONCURRENCY,
            logLevel: 'silent',
          }),
        );
      }
      // The newsletter is on its way: orders are placed now.
      await vi.waitFor(() => expect(catcher.received()).toBeGreaterThanOrEqual(50), {
        timeout: 20_000,
        interval: 20,
      });
      await queueEmails(
        db,
        Array.from({ length: ORDERS }, (_, i) => ({
          to: `client-${i}@example.fr`,
          subject: `Confirmation de votre commande NU-${i}`,
          text: 'Merci pour votre commande.',
          template: 'order-confirmation',
        })),
      );
      const queuedAt = catcher.received();
      // A backlog is still waiting for the orders to pass.
      expect(queuedAt).toBeLessThan(NEWSLETTER - 100);

      await vi.waitFor(() => expect(catcher.received()).toBe(NEWSLETTER + ORDERS), {
        // Seconds on a quiet machine; generous for a shared, loaded one.
        timeout: 270_000,
        interval: 50,
      });
      const seconds = (performance.now() - start) / 1000;
      console.log(`${NEWSLETTER + ORDERS} e-mails en ${seconds.toFixed(1)} s`);

      // Arrival order (the catcher keeps them oldest first).
      const arrived: CaughtEmail[] = await catcher.messages();
      const position = (to: string) => arrived.findIndex((m) => m.to[0] === to);
      const lastNewsletter = Math.max(
        ...arrived.flatMap((m, i) => (m.subject === 'Les teintes de novembre' ? [i] : [])),
      );
      for (let i = 0; i < ORDERS; i++) {
        const at = position(`client-${i}@example.fr`);
        expect(at).toBeGreaterThanOrEqual(0);
        // Right after the e-mails the lanes held, not behind the newsletter e-mails left.
        expect(at).toBeLessThan(queuedAt + 2 * LANES + ORDERS);
        expect(at).toBeLessThan(lastNewsletter - 100);
      }

      // Exactly once: every address once, nothing more arrives, every row sent.
      const perAddress = new Map<string, number>();
      for (const m of arrived) perAddress.set(m.to[0]!, (perAddress.get(m.to[0]!) ?? 0) + 1);
      expect(perAddress.size).toBe(NEWSLETTER + ORDERS);
      expect([...perAddress.values()].every((n) => n === 1)).toBe(true);
      const { rows } = await db.execute<{ status: string; n: number }>(
        sql`select status::text as status, count(*)::int as n from email_outbox group by status`,
      );
      expect(rows).toEqual([{ status: 'sent', n: NEWSLETTER + ORDERS }]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(catcher.received()).toBe(NEWSLETTER + ORDERS);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await catcher.stop();
    }
  }, 300_000);
});
