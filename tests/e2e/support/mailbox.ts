/**
 * The e-mails the shop sent during the journey, read from the local mail catcher that
 * scripts/e2e.ts runs (lib/mail/catcher.ts, port MAIL_CATCHER_HTTP_PORT).
 */
import { expect } from '@playwright/test';
import { env } from '../../../lib/env';
import type { CaughtEmail } from '../../../lib/mail/catcher';

export type ReceivedEmail = Pick<
  CaughtEmail,
  'subject' | 'text' | 'html' | 'links' | 'to' | 'listHeaders'
>;

const inbox = () => `http://127.0.0.1:${env.MAIL_CATCHER_HTTP_PORT}/api/messages`;

/** Every e-mail caught for `to`, newest first. */
export async function emailsTo(to: string): Promise<CaughtEmail[]> {
  const res = await fetch(`${inbox()}?to=${encodeURIComponent(to.toLowerCase())}`);
  if (!res.ok) throw new Error(`boîte de réception locale : HTTP ${res.status}`);
  return (await res.json()) as CaughtEmail[];
}

/**
 * Waits until an e-mail to `to` (whose subject contains `subject`, when given) has arrived and
 * returns the newest one. Use a fresh address per test: e2e tests run in parallel.
 */
export async function waitForEmail(
  options: { to: string; subject?: string | RegExp },
  timeoutMs = 20_000,
): Promise<ReceivedEmail> {
  const matches = (m: CaughtEmail) =>
    options.subject === undefined ||
    (typeof options.subject === 'string'
      ? m.subject.includes(options.subject)
      : options.subject.test(m.subject));
  let found: CaughtEmail | undefined;
  await expect
    .poll(
      async () => {
        found = (await emailsTo(options.to)).find(matches);
        return found !== undefined;
      },
      // Every 250 ms once past the first tries (expect.poll's own steps reach 1 s, which left
      // up to a second between an e-mail's arrival and the test seeing it): the catcher is local.
      { timeout: timeoutMs, intervals: [100, 250], message: `aucun e-mail pour ${options.to}` },
    )
    .toBe(true);
  const { subject, text, html, links, to, listHeaders } = found!;
  return { subject, text, html, links, to, listHeaders };
}

/** A fresh address for one test (the catcher is shared by the parallel tests). */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.fr`;
}
