/**
 * The authentication contract (lib/auth/contract.ts) against the embedded adapter on the real
 * Postgres: sign-up, sign-in, sessions (hashed, forged or foreign cookies), sign-out, reset
 * links (single use, expiring, sessions revoked), throttling, and the admin role.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isVerifiedAdmin, forgetAdminCache } from '@/lib/auth/admin';
import { callerOf, VISITOR } from '@/lib/auth';
import type { AuthAdapter, SignUpData } from '@/lib/auth/contract';
import { createLocalAuth, SESSION_COOKIE } from '@/lib/auth/local/adapter';
import { tokenHash } from '@/lib/auth/tokens';
import { getDb } from '@/lib/db/client';
import { memoryJar } from '../support/auth';

let ipCounter = 0;
function browser(ip = `198.51.100.${++ipCounter}`) {
  const cookies = memoryJar();
  const auth: AuthAdapter = createLocalAuth({
    db: getDb(),
    cookies,
    request: { ip, userAgent: 'vitest' },
    secure: false,
    siteUrl: 'http://127.0.0.1:3000',
  });
  return { auth, cookies };
}

function account(email: string, overrides: Partial<SignUpData> = {}): SignUpData {
  return {
    email,
    password: 'motdepasse-solide',
    firstName: 'Léa',
    lastName: 'Durand',
    phone: '',
    isProfessional: false,
    companyName: '',
    siret: '',
    ...overrides,
  };
}

async function rows<T>(query: ReturnType<typeof sql>) {
  return (await getDb().execute(query)).rows as T[];
}

describe('embedded auth adapter (contract)', () => {
  it('signs up with a profile, keeps only a hash of the session token, and signs out', async () => {
    const { auth, cookies } = browser();
    const created = await auth.signUp(
      account('Lea.Durand@Example.fr', {
        isProfessional: true,
        companyName: 'Carrosserie Durand',
        siret: '73282932000074',
      }),
    );
    // Sign-up opens no session (a known address gets none either: no account enumeration).
    expect(created).toMatchObject({ ok: true, signedIn: false });
    expect(cookies.get(SESSION_COOKIE)).toBeUndefined();
    expect(await auth.signIn('lea.durand@example.fr', 'motdepasse-solide')).toMatchObject({
      ok: true,
    });
    const token = cookies.get(SESSION_COOKIE)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookies.options.get(SESSION_COOKIE)).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
    });
    const [stored] = await rows<{ id: string }>(sql`select id from sessions`);
    expect(stored!.id).toBe(tokenHash(token));
    expect(stored!.id).not.toContain(token);

    const [user] = await rows<{ email: string; password_hash: string }>(
      sql`select email, password_hash from users where email = 'lea.durand@example.fr'`,
    );
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    const [profile] = await rows<Record<string, unknown>>(
      sql`select first_name, is_professional, company_name, siret, is_verified_professional
          from profiles p join users u on u.id = p.id where u.email = 'lea.durand@example.fr'`,
    );
    expect(profile).toEqual({
      first_name: 'Léa',
      is_professional: true,
      company_name: 'Carrosserie Durand',
      siret: '73282932000074',
      is_verified_professional: false,
    });

    expect(await auth.currentUser()).toEqual({
      id: created.ok ? created.user.id : '',
      email: 'lea.durand@example.fr',
    });
    await auth.signOut();
    expect(cookies.get(SESSION_COOKIE)).toBeUndefined();
    expect(await rows(sql`select 1 from sessions where id = ${tokenHash(token)}`)).toHaveLength(0);

    // The old cookie, replayed, is a visitor.
    cookies.set(SESSION_COOKIE, token);
    expect(await auth.currentUser()).toBeNull();
    // The same address cannot sign up twice.
    expect(await browser().auth.signUp(account('lea.durand@example.fr'))).toEqual({
      ok: false,
      reason: 'exists',
    });
  });

  it('signs in with the right password only; forged and expired cookies are visitors', async () => {
    const first = browser();
    await first.auth.signUp(account('marc@example.fr'));
    const other = browser();
    expect(await other.auth.signIn('marc@example.fr', 'mauvais-mot')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await other.auth.signIn('personne@example.fr', 'motdepasse-solide')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await other.auth.currentUser()).toBeNull();
    const signedIn = await other.auth.signIn('MARC@example.fr', 'motdepasse-solide');
    expect(signedIn).toMatchObject({ ok: true, user: { email: 'marc@example.fr' } });
    expect(await other.auth.currentUser()).toMatchObject({ email: 'marc@example.fr' });

    const forged = browser();
    forged.cookies.set(SESSION_COOKIE, 'x'.repeat(43));
    expect(await forged.auth.currentUser()).toBeNull();
    forged.cookies.set(SESSION_COOKIE, tokenHash(other.cookies.get(SESSION_COOKIE)!));
    expect(await forged.auth.currentUser()).toBeNull();

    await getDb().execute(sql`update sessions set expires_at = now() - interval '1 second'`);
    expect(await other.auth.currentUser()).toBeNull();
  });

  it('slides the session expiry forward when it is used', async () => {
    const { auth, cookies } = browser();
    await auth.signUp(account('glisse@example.fr'));
    await auth.signIn('glisse@example.fr', 'motdepasse-solide');
    const id = tokenHash(cookies.get(SESSION_COOKIE)!);
    await getDb().execute(
      sql`update sessions set expires_at = now() + interval '3 days' where id = ${id}`,
    );
    expect(await auth.currentUser()).not.toBeNull();
    const [row] = await rows<{ days: number }>(
      sql`select extract(day from expires_at - now())::int as days from sessions where id = ${id}`,
    );
    expect(row!.days).toBeGreaterThanOrEqual(29);
  });

  it('counts each attempt before checking it: 20 parallel wrong passwords, 5 checked', async () => {
    await browser().auth.signUp(account('parallele@example.fr'));
    const ip = '203.0.113.50';
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        browser(ip).auth.signIn('parallele@example.fr', `faux-${i}`),
      ),
    );
    // `invalid` is answered only once a password has been checked against the hash.
    expect(results.filter((r) => !r.ok && r.reason === 'invalid')).toHaveLength(5);
    expect(results.filter((r) => !r.ok && r.reason === 'throttled')).toHaveLength(15);
    const [checked] = await rows<{ n: number }>(
      sql`select count(*)::int as n from sign_in_failures
          where email = 'parallele@example.fr' and reason = 'invalid'`,
    );
    expect(checked!.n).toBe(5);
  });

  it('makes only the guessing address wait, with growing delays; the owner still signs in', async () => {
    await browser().auth.signUp(account('cible@example.fr'));
    const stranger = '192.0.2.10';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await browser(stranger).auth.signIn('cible@example.fr', `faux-${attempt}`)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    // The stranger waits, even with the right password…
    const waits: number[] = [];
    const blocked = await browser(stranger).auth.signIn('cible@example.fr', 'motdepasse-solide');
    expect(blocked).toMatchObject({ ok: false, reason: 'throttled' });
    if (!blocked.ok && blocked.reason === 'throttled') waits.push(blocked.retryAfterSeconds);
    // …the owner, from another address, does not.
    expect(
      await browser('198.51.100.200').auth.signIn('cible@example.fr', 'motdepasse-solide'),
    ).toMatchObject({ ok: true });

    // Each wrong password after a wait ends makes the next wait twice as long.
    for (let round = 0; round < 3; round += 1) {
      await getDb().execute(sql`
        update rate_limits
        set expire = (extract(epoch from now()) * 1000)::bigint + 86400000
        where key = ${`login-pair:${stranger}|cible@example.fr`}`);
      expect(await browser(stranger).auth.signIn('cible@example.fr', 'encore-faux')).toEqual({
        ok: false,
        reason: 'invalid',
      });
      const next = await browser(stranger).auth.signIn('cible@example.fr', 'encore-faux');
      expect(next).toMatchObject({ ok: false, reason: 'throttled' });
      if (!next.ok && next.reason === 'throttled') waits.push(next.retryAfterSeconds);
    }
    expect(waits).toHaveLength(4);
    expect(waits[0]).toBeGreaterThan(50);
    expect(waits[0]).toBeLessThanOrEqual(60);
    for (let i = 1; i < waits.length; i += 1) {
      expect(waits[i]! / waits[i - 1]!).toBeGreaterThan(1.8);
      expect(waits[i]! / waits[i - 1]!).toBeLessThan(2.2);
    }
  });

  it('forgives a pair its wrong passwords once the right one is given', async () => {
    await browser().auth.signUp(account('etourdi@example.fr'));
    const ip = '192.0.2.20';
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await browser(ip).auth.signIn('etourdi@example.fr', `faux-${attempt}`);
    }
    expect((await browser(ip).auth.signIn('etourdi@example.fr', 'motdepasse-solide')).ok).toBe(
      true,
    );
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(await browser(ip).auth.signIn('etourdi@example.fr', `faux-${attempt}`)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
  });

  it('stops an account guessed from many addresses at its ceiling', async () => {
    await browser().auth.signUp(account('plafond@example.fr'));
    await getDb().execute(sql`
      insert into rate_limits (key, points, expire)
      values ('login-account:plafond@example.fr', 100,
              (extract(epoch from now()) * 1000)::bigint + 3600000)`);
    expect(await browser().auth.signIn('plafond@example.fr', 'motdepasse-solide')).toMatchObject({
      ok: false,
      reason: 'throttled',
    });
  });

  it('throttles one address trying many e-mails', async () => {
    const ip = '203.0.113.99';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await browser(ip).auth.signIn(`inconnu${attempt}@example.fr`, 'nimporte');
    }
    expect(await browser(ip).auth.signIn('autre@example.fr', 'nimporte')).toMatchObject({
      reason: 'throttled',
    });
  });

  it('sends a single-use, expiring reset link through the outbox and revokes sessions', async () => {
    const laptop = browser();
    const phone = browser();
    await laptop.auth.signUp(account('oubli@example.fr'));
    await laptop.auth.signIn('oubli@example.fr', 'motdepasse-solide');
    expect(await laptop.auth.currentUser()).toMatchObject({ email: 'oubli@example.fr' });
    await phone.auth.signIn('oubli@example.fr', 'motdepasse-solide');

    await browser().auth.sendResetLink('inconnu@example.fr');
    await browser().auth.sendResetLink('Oubli@example.fr');
    const mails = await rows<{ to_address: string; text: string; template: string }>(
      sql`select to_address, text, template from email_outbox where template = 'password-reset'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe('oubli@example.fr');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mails[0]!.text)![1]!;
    expect(mails[0]!.text).toContain('http://127.0.0.1:3000/reset-password?token=');
    const [stored] = await rows<{ token_hash: string }>(
      sql`select token_hash from password_reset_tokens`,
    );
    expect(stored!.token_hash).toBe(tokenHash(token));

    const tablet = browser();
    expect(await tablet.auth.setNewPassword(token, 'nouveau-secret')).toMatchObject({ ok: true });
    expect(await tablet.auth.currentUser()).toMatchObject({ email: 'oubli@example.fr' });
    // Sessions opened before the change are gone.
    expect(await laptop.auth.currentUser()).toBeNull();
    expect(await phone.auth.currentUser()).toBeNull();
    // Single use.
    expect(await browser().auth.setNewPassword(token, 'encore-autre')).toEqual({
      ok: false,
      reason: 'invalid-link',
    });
    expect(await browser().auth.signIn('oubli@example.fr', 'motdepasse-solide')).toMatchObject({
      ok: false,
    });
    expect(await browser().auth.signIn('oubli@example.fr', 'nouveau-secret')).toMatchObject({
      ok: true,
    });

    // An expired link is refused.
    await browser().auth.sendResetLink('oubli@example.fr');
    const [second] = await rows<{ text: string }>(
      sql`select text from email_outbox where template = 'password-reset' order by created_at desc limit 1`,
    );
    const late = /token=([A-Za-z0-9_-]+)/.exec(second!.text)![1]!;
    await getDb().execute(
      sql`update password_reset_tokens set expires_at = now() - interval '1 second'`,
    );
    expect(await browser().auth.setNewPassword(late, 'trop-tard-1')).toEqual({
      ok: false,
      reason: 'invalid-link',
    });
  });

  it('is_verified_admin: only a verified admin role is an admin, cached a minute', async () => {
    const { auth } = browser();
    const created = await auth.signUp(account('chef@example.fr'));
    if (!created.ok) throw new Error('sign-up failed');
    const id = created.user.id;
    const now = Date.now();
    expect(await isVerifiedAdmin(id, now)).toBe(false);
    await getDb().execute(
      sql`insert into user_roles (user_id, role, verified) values (${id}, 'admin', false)`,
    );
    forgetAdminCache(id);
    expect(await isVerifiedAdmin(id, now)).toBe(false);
    await getDb().execute(sql`update user_roles set verified = true where user_id = ${id}`);
    // Still the cached answer within the minute, the new one after it.
    expect(await isVerifiedAdmin(id, now + 30_000)).toBe(false);
    expect(await isVerifiedAdmin(id, now + 61_000)).toBe(true);
    // The seeded demo administrator is one.
    const [admin] = await rows<{ id: string }>(
      sql`select id from users where email = 'admin@nuancier.fr'`,
    );
    expect(await isVerifiedAdmin(admin!.id)).toBe(true);
  });

  it('reads the standing with the session: a change made elsewhere counts on the next request', async () => {
    const { auth } = browser();
    const created = await auth.signUp(account('atelier@example.fr'));
    if (!created.ok) throw new Error('sign-up failed');
    await auth.signIn('atelier@example.fr', 'motdepasse-solide');
    const id = created.user.id;
    const standing = () => callerOf(auth);
    expect(await standing()).toEqual({
      kind: 'customer',
      userId: id,
      email: 'atelier@example.fr',
      isAdmin: false,
      isVerifiedProfessional: false,
    });
    // Written straight to the database, as another server instance would: no cache of this
    // process to forget, and the next request sees it.
    await getDb().execute(
      sql`insert into user_roles (user_id, role, verified) values (${id}, 'admin', true)`,
    );
    await getDb().execute(
      sql`update profiles set is_verified_professional = true where id = ${id}`,
    );
    expect(await standing()).toMatchObject({ isAdmin: true, isVerifiedProfessional: true });
    await getDb().execute(sql`delete from user_roles where user_id = ${id}`);
    expect(await standing()).toMatchObject({ isAdmin: false, isVerifiedProfessional: true });
    // A role row not verified is not an admin (exact true only).
    await getDb().execute(
      sql`insert into user_roles (user_id, role, verified) values (${id}, 'admin', false)`,
    );
    expect(await standing()).toMatchObject({ isAdmin: false });
    // A disabled account is a visitor at once, its session still in place.
    await getDb().execute(sql`update profiles set disabled_at = now() where id = ${id}`);
    expect(await standing()).toEqual(VISITOR);
    expect(await auth.currentUser()).toMatchObject({ id });
  });
});
