/**
 * Consent log, newsletter double opt-in (signed links), contest participations and the
 * throttling and honeypot of the public forms, against the real database.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { signUp } from '@/lib/account/auth-actions';
import { contestForDraw } from '@/lib/admin/contest-draw/draws';
import { VISITOR, type Admin, type Caller } from '@/lib/auth';
import { recordConsentChoice } from '@/lib/consent/actions';
import { sendContactMessage } from '@/lib/contact/actions';
import { takePartInContest } from '@/lib/contest/actions';
import { getDb } from '@/lib/db/client';
import { signUpForNewsletter } from '@/lib/newsletter/actions';
import {
  confirmSubscription,
  newsletterLinks,
  subscribeToNewsletter,
  unsubscribe,
} from '@/lib/newsletter/subscriptions';
import { linkSigningSecret } from '@/lib/security/link-secret';
import { signLink } from '@/lib/security/signed-link';

/** The draw's reads only require an admin caller (checked by its action): any one will do. */
const drawAdmin: Admin = {
  kind: 'customer',
  userId: '00000000-0000-4000-8000-000000000000',
  email: 'admin@example.fr',
  isAdmin: true,
  isVerifiedProfessional: false,
};

const request = vi.hoisted(() => ({
  headers: new Headers() as Headers,
  cookies: new Map<string, string>(),
  caller: null as unknown,
}));
vi.mock('next/headers', () => ({
  headers: async () => request.headers,
  // The browser's cookie jar, as sign-up writes its session cookie there.
  cookies: async () => ({
    get: (name: string) =>
      request.cookies.has(name) ? { name, value: request.cookies.get(name)! } : undefined,
    getAll: () => [...request.cookies].map(([name, value]) => ({ name, value })),
    set: (name: string, value: string) => request.cookies.set(name, value),
    delete: (name: string) => request.cookies.delete(name),
  }),
}));
vi.mock('@/lib/auth', async (original) => ({
  ...(await original<typeof import('@/lib/auth')>()),
  getCaller: async () => request.caller,
}));

const db = getDb();

function from(ip: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chromium/140') {
  request.headers = new Headers({ 'x-forwarded-for': ip, 'user-agent': userAgent });
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await db.execute(query)).rows as T[];
}

function linkIn(text: string, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\?jeton=[\\w.-]+`).exec(text);
  if (!match) throw new Error(`pas de lien ${path} dans : ${text}`);
  return new URL(match[0]).searchParams.get('jeton')!;
}

beforeEach(async () => {
  request.caller = VISITOR;
  request.cookies = new Map();
  from('198.51.100.10');
  await db.execute(sql`delete from rate_limits`);
  await db.execute(sql`delete from email_outbox`);
});

describe('consent log', () => {
  const choice = {
    necessary: true,
    analytics: false,
    marketing: true,
    timestamp: '2026-05-01T10:00:00.000Z',
    version: '2',
  };

  it('logs every choice, a visitor’s with no user id, with a truncated address and the user agent', async () => {
    await db.execute(sql`delete from cookie_consent_log`);
    from('203.0.113.77', 'Mozilla/5.0 test-consent');
    expect(await recordConsentChoice(choice)).toEqual({ ok: true, data: { logged: true } });

    const customer: Caller = {
      kind: 'customer',
      userId: '3f1c1f5e-7c1a-4c52-9a55-0b8f0f9b7d11',
      email: 'julie@example.fr',
      isAdmin: false,
      isVerifiedProfessional: false,
    };
    request.caller = customer;
    from('2001:db8:85a3:8d3:1319:8a2e:370:7348');
    expect((await recordConsentChoice({ ...choice, analytics: true })).ok).toBe(true);

    const logged = await rows<{
      user_id: string | null;
      consent_data: unknown;
      ip: string | null;
      user_agent: string | null;
    }>(
      sql`select user_id, consent_data, host(ip_address) as ip, user_agent from cookie_consent_log order by created_at, id`,
    );
    expect(logged).toHaveLength(2);
    expect(logged).toContainEqual({
      user_id: null,
      consent_data: choice,
      ip: '203.0.113.0',
      user_agent: 'Mozilla/5.0 test-consent',
    });
    expect(logged).toContainEqual({
      user_id: customer.userId,
      consent_data: { ...choice, analytics: true },
      ip: '2001:db8:85a3::',
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chromium/140',
    });
  });

  it('refuses a choice that switches necessary cookies off or has another version, and logs nothing', async () => {
    await db.execute(sql`delete from cookie_consent_log`);
    for (const bad of [
      { ...choice, necessary: false },
      { ...choice, version: '1' },
      { ...choice, timestamp: 'hier' },
      'n’importe quoi',
      null,
    ]) {
      expect((await recordConsentChoice(bad)).ok).toBe(false);
    }
    expect(await rows(sql`select 1 from cookie_consent_log`)).toHaveLength(0);
  });
});

describe('newsletter double opt-in', () => {
  async function confirmationMails(email: string) {
    return rows<{ text: string; subject: string }>(
      sql`select text, subject from email_outbox where to_address = ${email} order by created_at`,
    );
  }

  it('one subscription per address; confirmed by the e-mailed link; unsubscribed in one click', async () => {
    const email = 'claire.dubois@example.fr';
    expect(await subscribeToNewsletter(db, email)).toBe('confirmation-sent');
    expect(await subscribeToNewsletter(db, '  Claire.Dubois@Example.FR ')).toBe(
      'confirmation-sent',
    );
    const subscribers = await rows<{ email: string; confirmed: boolean }>(
      sql`select email, confirmed_at is not null as confirmed from newsletter_subscribers where email ilike ${email}`,
    );
    expect(subscribers).toEqual([{ email, confirmed: false }]);

    const mails = await confirmationMails(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.subject).toBe('Confirmez votre inscription à la newsletter Nuancier');
    // Both e-mails carry a working link (same sign-up).
    const first = linkIn(mails[0]!.text, '/newsletter/confirm');
    expect(await confirmSubscription(db, first)).toBe('done');
    expect(await confirmSubscription(db, linkIn(mails[1]!.text, '/newsletter/confirm'))).toBe(
      'already',
    );
    expect(await subscribeToNewsletter(db, email)).toBe('already-subscribed');
    expect(await confirmationMails(email)).toHaveLength(2);

    const leave = linkIn(mails[0]!.text, '/newsletter/unsubscribe');
    expect(await unsubscribe(db, leave)).toBe('done');
    expect(await unsubscribe(db, leave)).toBe('already');
    const [row] = await rows<{ unsubscribed: boolean }>(
      sql`select unsubscribed_at is not null as unsubscribed from newsletter_subscribers where email = ${email}`,
    );
    expect(row!.unsubscribed).toBe(true);
    // The old confirmation link cannot bring the address back.
    expect(await confirmSubscription(db, first)).toBe('invalid');
  });

  it('refuses tampered, foreign and expired links', async () => {
    const email = 'marc.petit@example.fr';
    await subscribeToNewsletter(db, email);
    const [mail] = await confirmationMails(email);
    const token = linkIn(mail!.text, '/newsletter/confirm');
    const [payload, signature] = token.split('.');

    const forgedPayload = Buffer.from(
      JSON.stringify({ p: 'newsletter-confirm', s: 'autre@example.fr', x: 4102444800 }),
    ).toString('base64url');
    expect(await confirmSubscription(db, `${forgedPayload}.${signature}`)).toBe('invalid');
    expect(await confirmSubscription(db, `${payload}.${signature!.slice(0, -2)}AA`)).toBe(
      'invalid',
    );
    expect(await confirmSubscription(db, undefined)).toBe('invalid');
    expect(await confirmSubscription(db, ['a', 'b'])).toBe('invalid');
    // An unsubscribe link is not a confirmation link.
    expect(await confirmSubscription(db, linkIn(mail!.text, '/newsletter/unsubscribe'))).toBe(
      'invalid',
    );
    // Signed with another secret.
    const foreign = signLink(
      { purpose: 'newsletter-confirm', subject: email, expiresAt: new Date(Date.now() + 3600_000) },
      'un-autre-secret-de-trente-deux-caracteres',
    );
    expect(await confirmSubscription(db, foreign)).toBe('invalid');
    expect(await unsubscribe(db, 'abc.def')).toBe('invalid');

    // Expired: the links of a sign-up made three days ago.
    const [pending] = await rows<{ nonce: string }>(
      sql`select confirm_token as nonce from newsletter_subscribers where email = ${email}`,
    );
    const old = newsletterLinks(
      await linkSigningSecret(),
      email,
      pending!.nonce,
      new Date(Date.now() - 3 * 86_400_000),
    );
    const expired = new URL(old.confirmUrl).searchParams.get('jeton');
    expect(await confirmSubscription(db, expired)).toBe('expired');
    const expiredUnsubscribe = signLink(
      { purpose: 'newsletter-unsubscribe', subject: email, expiresAt: new Date(Date.now() - 1000) },
      await linkSigningSecret(),
    );
    expect(await unsubscribe(db, expiredUnsubscribe)).toBe('expired');

    const [row] = await rows<{ confirmed: boolean; unsubscribed: boolean }>(
      sql`select confirmed_at is not null as confirmed, unsubscribed_at is not null as unsubscribed
          from newsletter_subscribers where email = ${email}`,
    );
    expect(row).toEqual({ confirmed: false, unsubscribed: false });
    expect(await confirmSubscription(db, token)).toBe('done');
  });

  it('the footer action throttles per IP and per e-mail in French', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await signUpForNewsletter({ email: 'lea@example.fr' })).ok).toBe(true);
    }
    expect(await signUpForNewsletter({ email: 'lea@example.fr' })).toMatchObject({
      ok: false,
      error: 'Trop de demandes d’inscription. Veuillez réessayer dans quelques minutes.',
    });
    from('198.51.100.11');
    for (let i = 0; i < 10; i += 1) {
      expect((await signUpForNewsletter({ email: `n${i}@example.fr` })).ok).toBe(true);
    }
    expect((await signUpForNewsletter({ email: 'n10@example.fr' })).ok).toBe(false);
    expect(await signUpForNewsletter({ email: 'pas-une-adresse' })).toMatchObject({
      ok: false,
      fieldErrors: { email: 'Email invalide' },
    });
  });
});

describe('newsletter at account creation', () => {
  const account = {
    password: 'peinture-2026',
    firstName: 'Inès',
    lastName: 'Moreau',
    phone: '',
    isProfessional: false,
    companyName: '',
    siret: '',
    acceptTerms: true,
  };

  it('the ticked box sends the double opt-in e-mail; left unticked, nothing', async () => {
    const ticked = await signUp({ ...account, email: 'Ines.Moreau@example.fr', newsletter: true });
    expect(ticked.ok).toBe(true);
    request.cookies = new Map();
    expect((await signUp({ ...account, email: 'hugo.moreau@example.fr' })).ok).toBe(true);

    expect(
      await rows(
        sql`select email, confirmed_at is not null as confirmed from newsletter_subscribers
            where email like '%moreau@example.fr'`,
      ),
    ).toEqual([{ email: 'ines.moreau@example.fr', confirmed: false }]);
    const mails = await rows<{ to_address: string; text: string }>(
      sql`select to_address, text from email_outbox where template = 'newsletter-confirm'`,
    );
    expect(mails.map((m) => m.to_address)).toEqual(['ines.moreau@example.fr']);
    expect(await confirmSubscription(db, linkIn(mails[0]!.text, '/newsletter/confirm'))).toBe(
      'done',
    );
  });
});

describe('contact form guards', () => {
  const message = {
    name: 'Paul Girard',
    email: 'paul.girard@example.fr',
    message: 'Bonjour, livrez-vous en Corse ? Merci pour votre réponse.',
  };
  const throttled =
    'Vous avez envoyé trop de messages. Veuillez réessayer dans quelques minutes ou nous appeler.';

  it('throttles per e-mail and per IP with a French message, storing nothing more', async () => {
    await db.execute(sql`delete from contact_messages`);
    for (let i = 0; i < 3; i += 1) {
      from(`198.51.100.${20 + i}`);
      expect((await sendContactMessage(message)).ok).toBe(true);
    }
    from('198.51.100.30');
    expect(await sendContactMessage(message)).toMatchObject({ ok: false, error: throttled });

    from('198.51.100.40');
    for (let i = 0; i < 5; i += 1) {
      expect((await sendContactMessage({ ...message, email: `c${i}@example.fr` })).ok).toBe(true);
    }
    expect(await sendContactMessage({ ...message, email: 'c5@example.fr' })).toMatchObject({
      ok: false,
      error: throttled,
    });
    expect(await rows(sql`select 1 from contact_messages`)).toHaveLength(8);
  });

  it('answers a bot that fills the hidden field like a success and keeps nothing', async () => {
    await db.execute(sql`delete from contact_messages`);
    const result = await sendContactMessage({ ...message, website: 'http://spam.example' });
    expect(result.ok).toBe(true);
    expect(await rows(sql`select 1 from contact_messages`)).toHaveLength(0);
    expect(await rows(sql`select 1 from email_outbox`)).toHaveLength(0);
  });

  it('never throws on any body', async () => {
    for (const body of [undefined, 42, 'texte', [], { name: { $gt: '' } }, { website: 7 }]) {
      expect((await sendContactMessage(body)).ok).toBe(false);
    }
  });
});

describe('contest participations', () => {
  it('one participation per e-mail per contest, with its confirmation e-mail', async () => {
    const [contest] = await rows<{ id: string }>(
      sql`select id from contests where slug = 'kit-retouche-printemps'`,
    );
    expect(contest).toBeDefined();
    const entry = {
      contestId: contest!.id,
      name: 'Sophie Laurent',
      email: 'sophie.laurent@example.fr',
      acceptRules: true,
    };
    expect((await takePartInContest(entry)).ok).toBe(true);
    expect(await takePartInContest({ ...entry, email: 'Sophie.Laurent@example.fr' })).toMatchObject(
      {
        ok: false,
        error: 'Vous participez déjà à ce tirage au sort avec cette adresse e-mail.',
      },
    );
    expect(await takePartInContest({ ...entry, acceptRules: false })).toMatchObject({
      ok: false,
      fieldErrors: { acceptRules: 'Vous devez accepter le règlement pour participer.' },
    });
    const entries = await rows<{ email: string }>(
      sql`select email from contest_entries where contest_id = ${contest!.id}`,
    );
    expect(entries).toEqual([{ email: 'sophie.laurent@example.fr' }]);
    // What the admin's draw reads: the contest's entries, with the rules accepted.
    const drawable = (await contestForDraw(db, drawAdmin, contest!.id))!.entries;
    expect(drawable.map((e) => [e.name, e.email, e.isWinner])).toEqual([
      ['Sophie Laurent', 'sophie.laurent@example.fr', false],
    ]);
    expect(drawable[0]!.rulesAcceptedAt).toBeInstanceOf(Date);
    const mails = await rows<{ subject: string }>(
      sql`select subject from email_outbox where to_address = 'sophie.laurent@example.fr'`,
    );
    expect(mails).toEqual([
      { subject: 'Votre participation au tirage au sort : Gagnez un kit de retouche complet' },
    ]);
  });

  it('refuses a contest that does not run', async () => {
    const result = await takePartInContest({
      contestId: '00000000-0000-4000-8000-000000000000',
      name: 'Sophie',
      email: 'sophie@example.fr',
      acceptRules: true,
    });
    expect(result).toMatchObject({
      ok: false,
      error: 'Ce tirage au sort est terminé : les participations sont closes.',
    });
  });
});
