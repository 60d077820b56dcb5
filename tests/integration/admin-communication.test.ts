import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { POST as oneClickUnsubscribe } from '@/app/api/newsletter/unsubscribe/route';
import { announceDrawAction, runContestDrawAction } from '@/lib/admin/contest-draw/actions';
import { drawWinners, listFingerprint } from '@/lib/admin/contest-draw/draw';
import {
  saveNewsletterAction,
  sendNewsletterAction,
  sendNewsletterTestAction,
} from '@/lib/admin/newsletters/actions';
import { getDb } from '@/lib/db/client';
import { deliverOutboxEmail } from '@/lib/mail/deliver';
import { simpleParser } from 'mailparser';
import { admin, calling } from '../support/admin-caller';
import { captureTransport } from '../support/capture-transport';

const me = admin();
const db = () => getDb();

async function rows<T>(query: ReturnType<typeof sql>) {
  return (await db().execute(query)).rows as T[];
}

beforeEach(() => {
  calling.caller = me;
});

describe('newsletters', () => {
  async function subscribers(tag: string) {
    const confirmed = [`a-${tag}@example.fr`, `b-${tag}@example.fr`];
    await db().execute(sql`
      insert into newsletter_subscribers (email, confirm_token, confirmed_at, unsubscribed_at) values
        (${confirmed[0]}, 'n1', now(), null),
        (${confirmed[1]}, 'n2', now(), null),
        (${`pending-${tag}@example.fr`}, 'n3', null, null),
        (${`gone-${tag}@example.fr`}, 'n4', now(), now())`);
    return confirmed;
  }

  it('sends once to confirmed subscribers only, one e-mail each with its unsubscribe headers; a second send is refused', async () => {
    // Only this test's subscribers are reachable: the demo ones are set aside.
    await db().execute(sql`update newsletter_subscribers set unsubscribed_at = now()`);
    const confirmed = await subscribers('once');
    const saved = await saveNewsletterAction({
      title: 'Les nouveautés de novembre',
      body: 'Bonjour,\n\n<script>alert(1)</script>Si 2 < 3, voir https://nuancier.fr/promotions',
    });
    expect(saved.ok).toBe(true);
    if (!saved.ok) return;
    const id = saved.data.id;

    const sent = await sendNewsletterAction({ id });
    expect(sent).toMatchObject({ ok: true, data: { recipients: 2 } });

    const mails = await rows<{
      to_address: string;
      html: string;
      text: string;
      headers: Record<string, string>;
    }>(sql`select o.to_address, o.html, o.text, o.headers from newsletter_deliveries d
           join email_outbox o on o.id = d.email_id where d.newsletter_id = ${id}
           order by o.to_address`);
    expect(mails.map((m) => m.to_address)).toEqual(confirmed);
    for (const mail of mails) {
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers['List-Unsubscribe']).toMatch(
        /^<https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?jeton=[^>]+>$/,
      );
      expect(mail.text).toMatch(/\/newsletter\/unsubscribe\?jeton=/);
      expect(mail.html).toContain('/newsletter/unsubscribe?jeton=');
      // Markup was stripped when the admin saved it (the spec's rule for every text input);
      // what is left is escaped, its addresses become links.
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).not.toContain('alert(1)');
      expect(mail.html).toContain('Si 2 &lt; 3, voir');
      expect(mail.html).toContain('href="https://nuancier.fr/promotions"');
    }
    // Each subscriber's own link.
    expect(mails[0]!.text).not.toBe(mails[1]!.text);

    const again = await sendNewsletterAction({ id });
    expect(again).toMatchObject({
      ok: false,
      error: 'Cette newsletter a déjà été envoyée : elle ne part qu’une fois.',
    });
    const [counted] = await rows<{ total: number }>(
      sql`select count(*)::int as total from newsletter_deliveries where newsletter_id = ${id}`,
    );
    expect(counted!.total).toBe(2);
    // A sent newsletter is no longer editable.
    const edit = await saveNewsletterAction({ id, title: 'Autre', body: 'Autre' });
    expect(edit).toMatchObject({
      ok: false,
      error: 'Une newsletter envoyée ne peut plus être modifiée.',
    });
    const [audit] = await rows<{ action: string }>(
      sql`select action from admin_audit_log where entity_id = ${id} order by id desc limit 1`,
    );
    expect(audit!.action).toBe('admin.newsletters.send');
  });

  it('the worker sends the one-click headers on the wire', async () => {
    await db().execute(sql`update newsletter_subscribers set unsubscribed_at = now()`);
    const [email] = await subscribers('wire');
    const saved = await saveNewsletterAction({ title: 'Sur le fil', body: 'Texte' });
    if (!saved.ok) throw new Error(saved.error);
    await sendNewsletterAction({ id: saved.data.id });
    const [mail] = await rows<{ id: string }>(
      sql`select id from email_outbox where to_address = ${email} and template = 'newsletter'`,
    );
    const { transport, sent } = captureTransport();
    await deliverOutboxEmail(db(), transport, {
      id: mail!.id,
      from: 'boutique@example.fr',
      lastAttempt: true,
    });
    const parsed = await simpleParser(sent[0]!);
    const line = (name: string) =>
      parsed.headerLines.find((h) => h.key === name)?.line.replace(/\r?\n/g, '');
    expect(line('list-unsubscribe')).toMatch(
      /^List-Unsubscribe: <https?:\/\/[^>]+\/api\/newsletter\/unsubscribe\?jeton=[^>]+>$/,
    );
    expect(line('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(parsed.subject).toBe('Sur le fil');
  });

  it('two sends at once: one wins, the other is refused, one e-mail per subscriber', async () => {
    await db().execute(sql`update newsletter_subscribers set unsubscribed_at = now()`);
    await subscribers('race');
    const saved = await saveNewsletterAction({ title: 'Course', body: 'Texte' });
    if (!saved.ok) throw new Error(saved.error);
    const results = await Promise.all([
      sendNewsletterAction({ id: saved.data.id }),
      sendNewsletterAction({ id: saved.data.id }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const [counted] = await rows<{ total: number }>(
      sql`select count(*)::int as total from newsletter_deliveries where newsletter_id = ${saved.data.id}`,
    );
    expect(counted!.total).toBe(2);
  });

  it('refuses to send with nobody to send to, and keeps the draft', async () => {
    await db().execute(sql`update newsletter_subscribers set unsubscribed_at = now()`);
    const saved = await saveNewsletterAction({ title: 'Personne', body: 'Texte' });
    if (!saved.ok) throw new Error(saved.error);
    const sent = await sendNewsletterAction({ id: saved.data.id });
    expect(sent).toMatchObject({
      ok: false,
      error: expect.stringContaining('Aucun abonné confirmé'),
    });
    const [row] = await rows<{ status: string }>(
      sql`select status from newsletters where id = ${saved.data.id}`,
    );
    expect(row!.status).toBe('draft');
  });

  it('a test copy goes to one address, marked, without sending the newsletter', async () => {
    const saved = await saveNewsletterAction({ title: 'Essai', body: 'Texte' });
    if (!saved.ok) throw new Error(saved.error);
    const test = await sendNewsletterTestAction({ id: saved.data.id, to: 'relecteur@example.fr' });
    expect(test.ok).toBe(true);
    const mails = await rows<{ subject: string }>(
      sql`select subject from email_outbox where to_address = 'relecteur@example.fr'`,
    );
    expect(mails).toEqual([{ subject: '[Test] Essai' }]);
    const [row] = await rows<{ status: string }>(
      sql`select status from newsletters where id = ${saved.data.id}`,
    );
    expect(row!.status).toBe('draft');
  });

  it('refuses an empty title in French', async () => {
    const saved = await saveNewsletterAction({ title: ' ', body: 'x' });
    expect(saved).toMatchObject({
      ok: false,
      fieldErrors: { title: 'Indiquez le titre de la newsletter.' },
    });
  });

  it('the one-click POST of the List-Unsubscribe header unsubscribes without a session', async () => {
    await db().execute(sql`update newsletter_subscribers set unsubscribed_at = now()`);
    const [email] = await subscribers('click');
    const saved = await saveNewsletterAction({ title: 'Un clic', body: 'Texte' });
    if (!saved.ok) throw new Error(saved.error);
    await sendNewsletterAction({ id: saved.data.id });
    const [mail] = await rows<{ headers: Record<string, string> }>(
      sql`select headers from email_outbox where to_address = ${email} and template = 'newsletter'`,
    );
    const url = mail!.headers['List-Unsubscribe']!.slice(1, -1);
    const answer = await oneClickUnsubscribe(
      new NextRequest(url, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
    );
    expect(answer.status).toBe(200);
    const [row] = await rows<{ gone: boolean }>(
      sql`select unsubscribed_at is not null as gone from newsletter_subscribers where email = ${email}`,
    );
    expect(row!.gone).toBe(true);
    const forged = await oneClickUnsubscribe(
      new NextRequest(url.replace(/jeton=.{4}/, 'jeton=AAAA'), { method: 'POST' }),
    );
    expect(forged.status).toBe(400);
  });
});

describe('contest draw', () => {
  async function contest(tag: string, endsInMs: number) {
    const [row] = await rows<{ id: string }>(sql`
      insert into contests (slug, title, prize, rules, starts_at, ends_at)
      values (${`concours-${tag}`}, ${`Concours ${tag}`}, 'Un kit de retouche', 'Règlement',
              now() - interval '10 days', now() + ${endsInMs} * interval '1 millisecond')
      returning id`);
    const id = row!.id;
    for (let i = 0; i < 12; i++) {
      await db().execute(sql`
        insert into contest_entries (contest_id, name, email, rules_accepted_at, created_at)
        values (${id}, ${`Participant ${i}`}, ${`p${String(i).padStart(2, '0')}-${tag}@example.fr`},
                now() - interval '5 days', now() - interval '5 days')`);
    }
    // One entry made after the closing: not eligible.
    await db().execute(sql`
      insert into contest_entries (contest_id, name, email, rules_accepted_at, created_at)
      values (${id}, 'En retard', ${`late-${tag}@example.fr`}, now(), now())`);
    return id;
  }

  it('is stored with its seed and list, and the same seed gives the same winners', async () => {
    const contestId = await contest('repro', -3600_000);
    const first = await runContestDrawAction({ contestId, seed: 'graine-42', winners: 3 });
    const second = await runContestDrawAction({ contestId, seed: 'graine-42', winners: 3 });
    const other = await runContestDrawAction({ contestId, seed: 'graine-43', winners: 3 });
    if (!first.ok || !second.ok || !other.ok) throw new Error('tirage refusé');
    expect(first.data.winnerIds).toHaveLength(3);
    expect(second.data.winnerIds).toEqual(first.data.winnerIds);
    expect(other.data.winnerIds).not.toEqual(first.data.winnerIds);

    const draws = await rows<{
      seed: string;
      entry_ids: string[];
      list_sha256: string;
      winner_ids: string[];
    }>(sql`select seed, entry_ids, list_sha256, winner_ids from contest_draws
           where contest_id = ${contestId} order by created_at`);
    expect(draws).toHaveLength(3);
    const stored = draws[0]!;
    expect(stored.seed).toBe('graine-42');
    // The list drawn from: the 12 eligible entries (not the late one), by e-mail.
    const eligible = await rows<{ id: string }>(sql`
      select id from contest_entries where contest_id = ${contestId} and email not like 'late-%'
      order by email`);
    expect(stored.entry_ids).toEqual(eligible.map((e) => e.id));
    expect(stored.list_sha256).toBe(listFingerprint(stored.entry_ids));
    // Anyone can re-check a stored draw from its seed and list.
    expect(drawWinners(stored.seed, stored.entry_ids, 3)).toEqual(stored.winner_ids);
  });

  it('a random seed is made when none is typed, and shown', async () => {
    const contestId = await contest('random', -3600_000);
    const drawn = await runContestDrawAction({ contestId, seed: '', winners: 2 });
    if (!drawn.ok) throw new Error(drawn.error);
    expect(drawn.data.seed).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refuses to draw a contest still running', async () => {
    const contestId = await contest('running', 86_400_000);
    const drawn = await runContestDrawAction({ contestId, seed: 'x', winners: 1 });
    expect(drawn).toMatchObject({
      ok: false,
      error: expect.stringContaining('Le concours n’est pas terminé'),
    });
  });

  it('announces the winners by e-mail once', async () => {
    const contestId = await contest('announce', -3600_000);
    const drawn = await runContestDrawAction({ contestId, seed: 's', winners: 2 });
    if (!drawn.ok) throw new Error(drawn.error);
    const announced = await announceDrawAction({ id: drawn.data.id });
    expect(announced).toMatchObject({ ok: true, data: { announced: 2 } });
    const winners = await rows<{ email: string }>(
      sql`select email from contest_entries where contest_id = ${contestId} and is_winner order by email`,
    );
    expect(winners).toHaveLength(2);
    const mails = await rows<{ to_address: string; subject: string }>(sql`
      select to_address, subject from email_outbox where template = 'contest-winner'
        and to_address in (${sql.join(
          winners.map((w) => sql`${w.email}`),
          sql`, `,
        )}) order by to_address`);
    expect(mails.map((m) => m.to_address)).toEqual(winners.map((w) => w.email));
    expect(mails[0]!.subject).toBe('Vous avez gagné le tirage au sort : Concours announce');
    const again = await announceDrawAction({ id: drawn.data.id });
    expect(again).toMatchObject({
      ok: false,
      error: 'Les gagnants de ce concours ont déjà été annoncés.',
    });
  });
});
