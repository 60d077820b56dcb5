/**
 * The customers and security screens against the real database: the SIRET check, verifying a
 * professional (the pricing of their next request changes), the admin role and its last-admin
 * rule (also when two transactions remove two admins at once), disabling an account (sessions
 * revoked, sign-in refused with a French message), revoking sessions, failed sign-ins
 * recorded without passwords, the throttled keys, the customers' list and the audit rows.
 */
import '../support/admin-caller';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryJar } from '../support/auth';

const request = vi.hoisted(() => ({
  jar: null as null | import('@/lib/auth/contract').CookieJar,
  ip: '203.0.113.9',
}));
// The sign-in action reads the request's cookies and address through this module.
vi.mock('@/lib/auth/request', () => ({
  requestCookies: async () => request.jar,
  requestInfo: async () => ({ ip: request.ip, userAgent: 'vitest' }),
}));

import { signIn as signInAction } from '@/lib/account/auth-actions';
import { listAudit } from '@/lib/admin/audit';
import {
  auditEntries,
  auditQuery,
  listAdmins,
  signInFailures,
  throttledKeys,
} from '@/lib/admin/security/queries';
import {
  revokeSessionsAction,
  setAccountDisabledAction,
  setAdminRoleAction,
  unverifyProAction,
  verifyProAction,
} from '@/lib/admin/users/actions';
import { listUsersForAdmin, userForAdmin, userTableState } from '@/lib/admin/users/queries';
import { callerOf, VISITOR } from '@/lib/auth';
import type { AuthAdapter } from '@/lib/auth/contract';
import { createLocalAuth } from '@/lib/auth/local/adapter';
import { getDb } from '@/lib/db/client';
import { priceCartFor } from '@/lib/pricing';
import { checkSiret } from '@/lib/validation/siret';
import adminMessages from '@/messages/admin.fr.json';
import authMessages from '@/messages/auth.fr.json';
import messages from '@/messages/fr.json';
import { admin, calling } from '../support/admin-caller';

const me = admin();
const db = getDb();
const REFUSED = adminMessages.admin.users.refused;
const PASSWORD = 'motdepasse-solide';

let counter = 0;
function browser(ip = `198.51.100.${++counter}`) {
  const cookies = memoryJar();
  const auth: AuthAdapter = createLocalAuth({
    db,
    cookies,
    request: { ip, userAgent: 'vitest' },
    secure: false,
    siteUrl: 'http://127.0.0.1:3000',
  });
  return { auth, cookies };
}

/** A fresh account (signed in in its own browser). */
async function account(opts: { pro?: boolean; siret?: string; company?: string } = {}) {
  const email = `people-${Date.now()}-${++counter}@example.fr`;
  const b = browser();
  const created = await b.auth.signUp({
    email,
    password: PASSWORD,
    firstName: 'Nadia',
    lastName: 'Carrossier',
    phone: '',
    isProfessional: opts.pro ?? false,
    companyName: opts.company ?? (opts.pro ? 'Carrosserie Test' : ''),
    siret: opts.siret ?? '',
  });
  if (!created.ok) throw new Error('sign-up failed');
  // Sign-up opens no session (no account enumeration): the new customer signs in.
  if (!(await b.auth.signIn(email, PASSWORD)).ok) throw new Error('sign-in failed');
  return { id: created.user.id, email, ...b };
}

async function rows<T>(query: ReturnType<typeof sql>) {
  return (await db.execute(query)).rows as T[];
}

const sessionCount = async (userId: string) =>
  (
    await rows<{ n: number }>(
      sql`select count(*)::int as n from sessions where user_id = ${userId}`,
    )
  )[0]!.n;

let abrasive: { id: string; price: number };

beforeAll(async () => {
  const found = await rows<{ id: string; price: number }>(sql`
    select p.id, p.price_ttc as price from products p
    join product_tags pt on pt.product_id = p.id join categories c on c.id = pt.category_id
    where c.slug = 'abrasifs' and p.is_active and p.visible_in_frontend and not p.has_variants
      and p.pro_price_ttc is null and p.stock_quantity > 5 order by p.slug limit 1`);
  expect(found).toHaveLength(1);
  abrasive = found[0]!;
});

beforeEach(() => {
  calling.caller = me;
});

describe('SIRET check (14 digits and Luhn key)', () => {
  it('tells a right key, a wrong key and a malformed number apart', () => {
    expect(checkSiret('732 829 320 00074').status).toBe('valid');
    expect(checkSiret('73282932000075').status).toBe('bad-key');
    expect(checkSiret('7328293200007').status).toBe('invalid');
  });
});

describe('verifying a professional', () => {
  it('changes the prices of their next request, with an audit row', async () => {
    const pro = await account({ pro: true, siret: '73282932000074' });
    const cartLine = [{ id: 'x', productId: abrasive.id, variantId: null, quantity: 1 }];
    const before = await callerOf(pro.auth);
    expect(before).toMatchObject({ kind: 'customer', isVerifiedProfessional: false });
    const retail = await priceCartFor(db, before, cartLine);
    expect(retail.subtotalTtc).toBe(abrasive.price);

    const result = await verifyProAction({ id: pro.id, siret: '732 829 320 00074' });
    expect(result).toEqual({ ok: true, data: { verified: true, note: null } });

    const after = await callerOf(pro.auth);
    expect(after).toMatchObject({ isVerifiedProfessional: true });
    const proCart = await priceCartFor(db, after, cartLine);
    expect(proCart.professional).toBe(true);
    expect(proCart.subtotalTtc).toBeLessThan(abrasive.price);

    const [entry] = await listAudit(db, me, { entity: 'user', entityId: pro.id });
    expect(entry).toMatchObject({
      action: 'admin.users.verifyPro',
      actorId: me.userId,
      before: { isVerifiedProfessional: false, siret: '73282932000074' },
      after: { isVerifiedProfessional: true, siret: '73282932000074', siretKey: 'correcte' },
    });

    // The professional is told by e-mail, once.
    const told = async () =>
      rows<{ subject: string; text: string }>(
        sql`select subject, text from email_outbox
             where to_address = ${pro.email} and template = 'pro-verified'`,
      );
    const [mail] = await told();
    expect(mail?.subject).toBe('Votre compte professionnel est validé');
    expect(mail?.text).toContain('(SIRET 73282932000074)');
    expect(mail?.text).toMatch(/\/profile$/m);

    // Verified twice: refused, nothing written, no second e-mail.
    expect(await verifyProAction({ id: pro.id, siret: '73282932000074' })).toMatchObject({
      ok: false,
      error: REFUSED.alreadyVerified,
    });
    expect(await told()).toHaveLength(1);

    expect((await unverifyProAction({ id: pro.id })).ok).toBe(true);
    const back = await callerOf(pro.auth);
    expect(back).toMatchObject({ isVerifiedProfessional: false });
    expect((await priceCartFor(db, back, cartLine)).subtotalTtc).toBe(abrasive.price);
    expect(await listAudit(db, me, { entity: 'user', entityId: pro.id })).toHaveLength(2);
  });

  it('verifies despite a wrong Luhn key, with the French note shown and recorded', async () => {
    const pro = await account({ pro: true, siret: '73282932000075' });
    const result = await verifyProAction({ id: pro.id, siret: '73282932000075' });
    const note = adminMessages.admin.users.notes.siretBadKey;
    expect(result).toEqual({ ok: true, data: { verified: true, note } });
    const [entry] = await listAudit(db, me, { entity: 'user', entityId: pro.id });
    expect(entry!.after).toMatchObject({ siretKey: 'incorrecte', note });
    const detail = await userForAdmin(db, me, pro.id);
    expect(detail!.siretCheck.status).toBe('bad-key');
  });

  it('refuses a SIRET that is not 14 digits on its field, nothing written', async () => {
    const pro = await account({ pro: true });
    const result = await verifyProAction({ id: pro.id, siret: '1234' });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { siret: messages.validation.siretInvalid },
    });
    expect(messages.validation.siretInvalid).toBe('SIRET invalide (14 chiffres)');
    expect(await listAudit(db, me, { entity: 'user', entityId: pro.id })).toHaveLength(0);
    const [row] = await rows<{ v: boolean }>(
      sql`select is_verified_professional as v from profiles where id = ${pro.id}`,
    );
    expect(row!.v).toBe(false);
  });

  it('refuses an unknown account in French', async () => {
    const result = await verifyProAction({
      id: '00000000-0000-4000-8000-00000000dead',
      siret: '73282932000074',
    });
    expect(result).toMatchObject({ ok: false, error: REFUSED.notFound });
  });
});

describe('the admin role and the last-admin rule', () => {
  /** Leaves exactly these accounts as administrators (this file's own database copy). */
  async function onlyAdmins(...ids: string[]) {
    await db.execute(sql`delete from user_roles where role = 'admin'`);
    for (const id of ids) {
      await db.execute(
        sql`insert into user_roles (user_id, role, verified) values (${id}, 'admin', true)`,
      );
    }
  }

  it('grants and removes the role, never from the last administrator', async () => {
    const a = await account();
    const b = await account();
    await onlyAdmins(a.id);
    expect(await callerOf(a.auth)).toMatchObject({ isAdmin: true });

    expect(await setAdminRoleAction({ id: b.id, admin: true })).toEqual({
      ok: true,
      data: { isAdmin: true },
    });
    // Effective at once for that user (the cached answer is forgotten).
    expect(await callerOf(b.auth)).toMatchObject({ isAdmin: true });
    expect((await listAdmins(db, me)).map((x) => x.userId).sort()).toEqual([a.id, b.id].sort());

    expect((await setAdminRoleAction({ id: a.id, admin: false })).ok).toBe(true);
    expect(await callerOf(a.auth)).toMatchObject({ isAdmin: false });
    const last = await setAdminRoleAction({ id: b.id, admin: false });
    expect(last).toMatchObject({ ok: false, code: 'refused', error: REFUSED.lastAdmin });
    // Nor can the last administrator be disabled.
    expect(await setAccountDisabledAction({ id: b.id, disabled: true })).toMatchObject({
      ok: false,
      error: REFUSED.lastAdmin,
    });
    expect((await listAdmins(db, me)).map((x) => x.userId)).toEqual([b.id]);

    const audit = await listAudit(db, me, { entity: 'user', entityId: a.id });
    expect(audit[0]).toMatchObject({
      action: 'admin.users.adminRole',
      before: { isAdmin: true },
      after: { isAdmin: false },
    });
  });

  it('two transactions removing the two admins at once leave one', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await account();
      const b = await account();
      await onlyAdmins(a.id, b.id);
      const results = await Promise.all([
        setAdminRoleAction({ id: a.id, admin: false }),
        setAdminRoleAction({ id: b.id, admin: false }),
      ]);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.find((r) => !r.ok)).toMatchObject({ error: REFUSED.lastAdmin });
      expect(await listAdmins(db, me)).toHaveLength(1);
    }
  });

  it('removing one admin while disabling the other leaves one who can sign in', async () => {
    const a = await account();
    const b = await account();
    await onlyAdmins(a.id, b.id);
    const results = await Promise.all([
      setAdminRoleAction({ id: a.id, admin: false }),
      setAccountDisabledAction({ id: b.id, disabled: true }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const active = (await listAdmins(db, me)).filter((x) => !x.disabled);
    expect(active).toHaveLength(1);
  });

  it('refuses an admin removing their own admin role; another admin may', async () => {
    const self = await account();
    const other = await account();
    await onlyAdmins(self.id, other.id);
    calling.caller = { ...me, userId: self.id, email: self.email };
    expect(await setAdminRoleAction({ id: self.id, admin: false })).toMatchObject({
      ok: false,
      error: REFUSED.selfAdmin,
    });
    expect(await callerOf(self.auth)).toMatchObject({ isAdmin: true });
    calling.caller = { ...me, userId: other.id, email: other.email };
    expect((await setAdminRoleAction({ id: self.id, admin: false })).ok).toBe(true);
    expect(await callerOf(self.auth)).toMatchObject({ isAdmin: false });
  });
});

describe('disabling an account', () => {
  it('revokes its sessions and refuses its sign-in with a French message', async () => {
    const user = await account();
    const other = browser();
    expect((await other.auth.signIn(user.email, PASSWORD)).ok).toBe(true);
    expect(await sessionCount(user.id)).toBe(2);

    const result = await setAccountDisabledAction({ id: user.id, disabled: true });
    expect(result).toEqual({ ok: true, data: { disabled: true, sessionsRevoked: 2 } });
    expect(await sessionCount(user.id)).toBe(0);
    expect(await callerOf(user.auth)).toEqual(VISITOR);
    expect(await callerOf(other.auth)).toEqual(VISITOR);

    // The adapter opens no session; the action answers in French.
    const again = browser();
    expect(await again.auth.signIn(user.email, PASSWORD)).toEqual({
      ok: false,
      reason: 'disabled',
    });
    request.jar = memoryJar();
    const refused = await signInAction({ email: user.email, password: PASSWORD });
    expect(refused).toMatchObject({ ok: false, error: authMessages.auth.accountDisabled });
    expect(authMessages.auth.accountDisabled).toMatch(/désactivé/);
    expect(request.jar.get('nuancier_session')).toBeUndefined();
    expect(await sessionCount(user.id)).toBe(0);

    // A wrong password is still « incorrect », whatever the account's state.
    const wrong = await signInAction({ email: user.email, password: 'pas-le-bon-mot' });
    expect(wrong).toMatchObject({ ok: false, error: authMessages.auth.invalidCredentials });

    const [entry] = await listAudit(db, me, { entity: 'user', entityId: user.id });
    expect(entry).toMatchObject({
      action: 'admin.users.disabled',
      before: { disabled: false },
      after: { disabled: true, sessionsRevoked: 2 },
    });

    expect(await setAccountDisabledAction({ id: user.id, disabled: false })).toEqual({
      ok: true,
      data: { disabled: false, sessionsRevoked: 0 },
    });
    request.jar = memoryJar();
    expect((await signInAction({ email: user.email, password: PASSWORD })).ok).toBe(true);
    expect(request.jar.get('nuancier_session')).toBeTruthy();
  });

  it('refuses an admin disabling their own account', async () => {
    const self = await account();
    calling.caller = { ...me, userId: self.id, email: self.email };
    expect(await setAccountDisabledAction({ id: self.id, disabled: true })).toMatchObject({
      ok: false,
      error: REFUSED.selfDisable,
    });
    expect(await callerOf(self.auth)).toMatchObject({ kind: 'customer' });
  });
});

describe('revoking sessions', () => {
  it('signs the customer out everywhere, with an audit row', async () => {
    const user = await account();
    expect((await browser().auth.signIn(user.email, PASSWORD)).ok).toBe(true);
    expect(await revokeSessionsAction({ id: user.id })).toEqual({
      ok: true,
      data: { sessionsRevoked: 2 },
    });
    expect(await sessionCount(user.id)).toBe(0);
    expect(await callerOf(user.auth)).toEqual(VISITOR);
    const [entry] = await listAudit(db, me, { entity: 'user', entityId: user.id });
    expect(entry).toMatchObject({
      action: 'admin.users.revokeSessions',
      before: { sessions: 2 },
      after: { sessions: 0 },
    });
    // The account itself still signs in.
    expect((await browser().auth.signIn(user.email, PASSWORD)).ok).toBe(true);
  });
});

describe('failed sign-ins and throttled keys', () => {
  it('records each failure without the password, and shows the blocked e-mail', async () => {
    const user = await account();
    const attacker = browser('192.0.2.77');
    const secret = 'mot-de-passe-devine-42';
    for (let i = 0; i < 5; i++) {
      expect(await attacker.auth.signIn(user.email, secret)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    const sixth = await attacker.auth.signIn(user.email, secret);
    expect(sixth).toMatchObject({ ok: false, reason: 'throttled' });

    const failures = (await signInFailures(db, me)).filter((f) => f.email === user.email);
    expect(failures.map((f) => f.reason)).toEqual([
      'throttled',
      'invalid',
      'invalid',
      'invalid',
      'invalid',
      'invalid',
    ]);
    expect(failures.every((f) => f.ip === '192.0.2.77')).toBe(true);
    const dump = await rows<{ t: string }>(
      sql`select sign_in_failures::text as t from sign_in_failures`,
    );
    expect(dump.some((r) => r.t.includes(secret))).toBe(false);

    const blocked = await throttledKeys(db, me);
    expect(blocked).toContainEqual(
      expect.objectContaining({
        policy: 'login-pair',
        key: `192.0.2.77|${user.email}`,
        attempts: 5,
      }),
    );
  });
});

describe('customers list and audit filters', () => {
  it('searches by SIRET, company, name and e-mail, and filters pending professionals', async () => {
    const pro = await account({ pro: true, siret: '55208131766522', company: 'Atelier Zéphyr' });
    const find = async (params: Record<string, string>) =>
      (await listUsersForAdmin(db, me, userTableState(params))).rows.map((r) => r.id);
    expect(await find({ q: '552 081 317' })).toEqual([pro.id]);
    expect(await find({ q: 'zéphyr' })).toEqual([pro.id]);
    expect(await find({ q: pro.email.toUpperCase() })).toEqual([pro.id]);
    expect(await find({ q: pro.email, type: 'pro-en-attente' })).toEqual([pro.id]);
    expect(await find({ q: pro.email, type: 'pro-verifie' })).toEqual([]);
    expect(await find({ q: pro.email, type: 'nimporte' })).toEqual([pro.id]);
    const page = await listUsersForAdmin(db, me, userTableState({ type: 'pro-en-attente' }));
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page.rows.every((r) => r.isProfessional && !r.isVerifiedProfessional)).toBe(true);

    const detail = await userForAdmin(db, me, pro.id);
    expect(detail).toMatchObject({ company: 'Atelier Zéphyr', orderCount: 0, spentCents: 0 });
    expect(await userForAdmin(db, me, 'pas-un-uuid')).toBeNull();
  });

  it('filters the audit log by person, entity, id and day from the URL', async () => {
    const user = await account();
    const other = { ...me, userId: crypto.randomUUID(), email: 'autre-admin@example.fr' };
    calling.caller = other;
    expect((await revokeSessionsAction({ id: user.id })).ok).toBe(true);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const byOther = await auditEntries(
      db,
      me,
      auditQuery({ personne: other.userId, du: today, au: today }),
    );
    expect(byOther).toHaveLength(1);
    expect(byOther[0]).toMatchObject({
      entity: 'user',
      entityId: user.id,
      actorEmail: other.email,
    });
    expect(
      await auditEntries(db, me, auditQuery({ element: 'user', id: user.id, au: '2000-01-01' })),
    ).toHaveLength(0);
    // Malformed filters are dropped, never an error.
    expect(auditQuery({ personne: "x' or 1=1", du: '2026-13-45', element: 'USER;' })).toEqual({
      personne: '',
      element: '',
      id: '',
      du: '',
      au: '',
    });
  });
});
