import 'server-only';
import { sql } from 'drizzle-orm';
import { adminWrite } from '@/lib/admin/audit';
import { ActionError } from '@/lib/actions/client';
import type { Admin } from '@/lib/auth';
import { forgetAdminCache } from '@/lib/auth/admin';
import type { Transaction } from '@/lib/db/handle';
import { env } from '@/lib/env';
import { getAdminT } from '@/lib/i18n/admin';
import { getMailT } from '@/lib/mail/i18n';
import { queueEmail } from '@/lib/mail/outbox';
import type adminMessages from '@/messages/admin.fr.json';
import type { VerifyPro } from '@/lib/validation/admin-users';
import { checkSiret } from '@/lib/validation/siret';

/**
 * The customer page's changes (`/admin/users/[id]`), each one `adminWrite` (one transaction
 * with its audit row, entity `user`). The professional flag is read on every request
 * (`callerOf`), so a verification changes the prices of the customer's next page; the admin
 * role's cached answer is forgotten on this instance (other instances: within the spec's
 * one-minute cache); a disabled account's embedded sessions are deleted in the same
 * transaction and `callerOf` treats it as a visitor whatever session it still holds.
 */

type Refusal = keyof (typeof adminMessages)['admin']['users']['refused'];
const refused = (key: Refusal) => new ActionError(getAdminT()(`users.refused.${key}`));

type ProfileState = {
  id: string;
  email: string | null;
  first_name: string;
  siret: string | null;
  is_professional: boolean;
  is_verified_professional: boolean;
  disabled_at: string | null;
  is_admin: boolean;
};

/** The account, its row locked for the rest of the transaction (refused when it does not exist). */
async function lockProfile(tx: Transaction, id: string): Promise<ProfileState> {
  const { rows } = await tx.execute<ProfileState>(sql`
    select p.id, p.email, coalesce(p.first_name, '') as first_name, p.siret, p.is_professional, p.is_verified_professional, p.disabled_at,
      exists (select 1 from user_roles r where r.user_id = p.id and r.role = 'admin' and r.verified)
        as is_admin
    from profiles p where p.id = ${id}::uuid for update of p`);
  const row = rows[0];
  if (!row) throw refused('notFound');
  return row;
}

/**
 * The administrators who can still sign in, counted under one transaction-scoped lock taken by
 * every change of the admin role or of an account's « disabled » state: two admins removed at
 * the same time by two transactions are counted one after the other, so one always stays.
 */
async function activeAdminsLocked(tx: Transaction): Promise<string[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('nuancier:admin-roles'))`);
  const { rows } = await tx.execute<{ user_id: string }>(sql`
    select r.user_id from user_roles r left join profiles p on p.id = r.user_id
    where r.role = 'admin' and r.verified and p.disabled_at is null`);
  return rows.map((r) => r.user_id);
}

export type VerifyResult = { verified: boolean; note: string | null };

/** Verifies a professional: SIRET of 14 digits; a wrong Luhn key is noted, not refused. */
export async function verifyProfessional(
  admin: Admin,
  action: string,
  input: VerifyPro,
): Promise<VerifyResult> {
  const check = checkSiret(input.siret);
  // The schema let through 14 digits only: the check is 'valid' or 'bad-key'.
  const note = check.status === 'bad-key' ? getAdminT()('users.notes.siretBadKey') : null;
  return adminWrite(admin, action, async (tx, audit) => {
    const before = await lockProfile(tx, input.id);
    if (before.is_verified_professional) throw refused('alreadyVerified');
    await tx.execute(sql`update profiles set is_professional = true,
      is_verified_professional = true, siret = ${input.siret}, updated_at = now()
      where id = ${input.id}::uuid`);
    // The professional learns it at once, in the same transaction (no e-mail for a rollback).
    if (before.email) {
      const t = getMailT('account');
      await queueEmail(tx, {
        to: before.email,
        subject: t('proVerified.subject'),
        text: t('proVerified.text', {
          firstName: before.first_name,
          siret: input.siret,
          link: new URL('/profile', env.SITE_URL).toString(),
        }),
        template: 'pro-verified',
      });
    }
    audit({
      entity: 'user',
      entityId: input.id,
      before: {
        isProfessional: before.is_professional,
        isVerifiedProfessional: false,
        siret: before.siret,
      },
      after: {
        isProfessional: true,
        isVerifiedProfessional: true,
        siret: input.siret,
        siretKey: check.status === 'valid' ? 'correcte' : 'incorrecte',
        ...(note ? { note } : {}),
      },
    });
    return { verified: true, note };
  });
}

export async function unverifyProfessional(
  admin: Admin,
  action: string,
  id: string,
): Promise<VerifyResult> {
  return adminWrite(admin, action, async (tx, audit) => {
    const before = await lockProfile(tx, id);
    if (!before.is_verified_professional) throw refused('notVerified');
    await tx.execute(sql`update profiles set is_verified_professional = false, updated_at = now()
      where id = ${id}::uuid`);
    audit({
      entity: 'user',
      entityId: id,
      before: { isVerifiedProfessional: true },
      after: { isVerifiedProfessional: false },
    });
    return { verified: false, note: null };
  });
}

/** Grants or removes the admin role; the last administrator who can sign in keeps it. */
export async function setAdminRole(
  admin: Admin,
  action: string,
  input: { id: string; admin: boolean },
): Promise<{ isAdmin: boolean }> {
  // Another administrator removes it: nobody locks themself out of the admin area by mistake.
  if (!input.admin && input.id === admin.userId) throw refused('selfAdmin');
  const done = await adminWrite(admin, action, async (tx, audit) => {
    const admins = await activeAdminsLocked(tx);
    const before = await lockProfile(tx, input.id);
    if (input.admin) {
      if (before.is_admin) throw refused('alreadyAdmin');
      await tx.execute(sql`insert into user_roles (user_id, role, verified)
        values (${input.id}::uuid, 'admin', true)
        on conflict (user_id, role) do update set verified = true`);
    } else {
      if (!before.is_admin) throw refused('notAdmin');
      if (admins.length <= 1 && admins.includes(input.id)) throw refused('lastAdmin');
      await tx.execute(
        sql`delete from user_roles where user_id = ${input.id}::uuid and role = 'admin'`,
      );
    }
    audit({
      entity: 'user',
      entityId: input.id,
      before: { isAdmin: before.is_admin },
      after: { isAdmin: input.admin },
    });
    return { isAdmin: input.admin };
  });
  forgetAdminCache(input.id);
  return done;
}

/** Disables (sessions deleted, sign-in refused) or enables an account. */
export async function setAccountDisabled(
  admin: Admin,
  action: string,
  input: { id: string; disabled: boolean },
): Promise<{ disabled: boolean; sessionsRevoked: number }> {
  if (input.disabled && input.id === admin.userId) throw refused('selfDisable');
  return adminWrite(admin, action, async (tx, audit) => {
    const admins = await activeAdminsLocked(tx);
    const before = await lockProfile(tx, input.id);
    let sessionsRevoked = 0;
    if (input.disabled) {
      if (before.disabled_at) throw refused('alreadyDisabled');
      if (admins.length <= 1 && admins.includes(input.id)) throw refused('lastAdmin');
      await tx.execute(
        sql`update profiles set disabled_at = now(), updated_at = now() where id = ${input.id}::uuid`,
      );
      sessionsRevoked = await deleteSessions(tx, input.id);
    } else {
      if (!before.disabled_at) throw refused('notDisabled');
      await tx.execute(
        sql`update profiles set disabled_at = null, updated_at = now() where id = ${input.id}::uuid`,
      );
    }
    audit({
      entity: 'user',
      entityId: input.id,
      before: { disabled: before.disabled_at != null },
      after: { disabled: input.disabled, ...(input.disabled ? { sessionsRevoked } : {}) },
    });
    return { disabled: input.disabled, sessionsRevoked };
  });
}

async function deleteSessions(tx: Transaction, userId: string): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(sql`
    with gone as (delete from sessions where user_id = ${userId}::uuid returning 1)
    select count(*)::int as n from gone`);
  return rows[0]?.n ?? 0;
}

/** Signs a customer out everywhere (embedded sessions). */
export async function revokeSessions(
  admin: Admin,
  action: string,
  id: string,
): Promise<{ sessionsRevoked: number }> {
  return adminWrite(admin, action, async (tx, audit) => {
    await lockProfile(tx, id);
    const sessionsRevoked = await deleteSessions(tx, id);
    audit({
      entity: 'user',
      entityId: id,
      before: { sessions: sessionsRevoked },
      after: { sessions: 0 },
    });
    return { sessionsRevoked };
  });
}
