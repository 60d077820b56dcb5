import 'server-only';
import { asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { ActionError } from '@/lib/actions/client';
import { adminWrite } from '@/lib/admin/audit';
import { likePattern, readTableState, type SearchParams } from '@/lib/admin/table';
import type { Admin } from '@/lib/auth';
import { isUniqueViolation } from '@/lib/db/errors';
import type { DbHandle } from '@/lib/db/handle';
import { legacyRedirects } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { getAdminT } from '@/lib/i18n/admin';
import { GUARD_ORIGIN, normaliseStoredTarget } from '@/lib/redirects/paths';
import { decideRedirect } from '@/lib/redirects/rules';
import type { RedirectValues } from '@/lib/validation/admin-seo';

const REDIRECT_TABLE = {
  sorts: ['oldPath', 'hits', 'createdAt'] as const,
  defaultSort: 'oldPath' as const,
};

export function redirectTableState(params: SearchParams) {
  return readTableState(params, REDIRECT_TABLE);
}

/** The path and query of an address typed by an admin (a path or a whole URL), or null. */
export function addressParts(text: string): { pathname: string; search: string } | null {
  const value = text.trim();
  try {
    const url = /^https?:\/\//i.test(value) ? new URL(value) : new URL(value, GUARD_ORIGIN);
    if (!/^https?:\/\//i.test(value) && (!value.startsWith('/') || value.startsWith('//'))) {
      return null;
    }
    return { pathname: url.pathname, search: url.search };
  } catch {
    return null;
  }
}

export type StoredOldPath = { ok: true; path: string } | { ok: false; reason: 'invalid' | 'site' };

/**
 * The `old_path` the proxy would look up for this old address (decoded, lower case, without
 * its trailing slash: what `decideRedirect` asks the table), or why a row would never be read:
 * the address is a page of the shop, or a fixed rule (or a page check) answers it first.
 */
export function storedOldPath(text: string): StoredOldPath {
  const parts = addressParts(text);
  if (!parts) return { ok: false, reason: 'invalid' };
  const pathname = parts.pathname.replace(/\/+$/, '');
  if (!pathname) return { ok: false, reason: 'site' };
  const decision = decideRedirect(pathname, '');
  if (decision.type !== 'lookup') return { ok: false, reason: 'site' };
  const path = decision.lookup.oldPaths[0];
  return path ? { ok: true, path } : { ok: false, reason: 'invalid' };
}

const siteOrigin = () => new URL(env.SITE_URL).origin;

/** The redirects' admin list: search in either address, sort by address, hits or date. */
export async function listRedirectsForAdmin(
  db: DbHandle,
  _admin: Admin,
  state: ReturnType<typeof redirectTableState>,
) {
  const where: SQL | undefined = state.q
    ? or(
        ilike(legacyRedirects.oldPath, likePattern(state.q)),
        ilike(legacyRedirects.newPath, likePattern(state.q)),
      )
    : undefined;
  const direction = state.dir === 'asc' ? asc : desc;
  const order =
    state.sort === 'hits'
      ? [direction(legacyRedirects.hits), asc(legacyRedirects.oldPath)]
      : state.sort === 'createdAt'
        ? [direction(legacyRedirects.createdAt), asc(legacyRedirects.oldPath)]
        : [direction(legacyRedirects.oldPath)];
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(legacyRedirects)
      .where(where)
      .orderBy(...order)
      .limit(state.pageSize)
      .offset((state.page - 1) * state.pageSize),
    db.select({ total: count() }).from(legacyRedirects).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function getRedirectForAdmin(db: DbHandle, _admin: Admin, id: string) {
  const [row] = await db.select().from(legacyRedirects).where(eq(legacyRedirects.id, id));
  return row ?? null;
}

type SeoError =
  'oldPathInvalid' | 'oldPathHandled' | 'oldPathTaken' | 'newPathInvalid' | 'newPathLoop';

function fieldError(field: 'oldPath' | 'newPath', key: SeoError): never {
  const message = getAdminT()(`seo.validation.${key}`);
  throw new ActionError(message, { [field]: message });
}

/** Checked and normalised addresses of a redirect, or a French error on the field at fault. */
function redirectValues(input: RedirectValues) {
  const old = storedOldPath(input.oldPath);
  if (!old.ok) fieldError('oldPath', old.reason === 'site' ? 'oldPathHandled' : 'oldPathInvalid');
  const target = normaliseStoredTarget(input.newPath, siteOrigin());
  if (!target) fieldError('newPath', 'newPathInvalid');
  const targetPath = target.split('?')[0]!.replace(/\/+$/, '').toLowerCase();
  if (targetPath === old.path) fieldError('newPath', 'newPathLoop');
  return { oldPath: old.path, newPath: target };
}

/** Creates or updates a redirect; one row per old address (French message on the field). */
export async function saveRedirect(admin: Admin, action: string, input: RedirectValues) {
  const next = redirectValues(input);
  try {
    return await adminWrite(admin, action, async (tx, audit) => {
      if (!input.id) {
        const [created] = await tx.insert(legacyRedirects).values(next).returning();
        audit({ entity: 'legacy_redirect', entityId: created!.id, after: created });
        return { id: created!.id, oldPath: created!.oldPath };
      }
      const [before] = await tx
        .select()
        .from(legacyRedirects)
        .where(eq(legacyRedirects.id, input.id))
        .for('update');
      if (!before) throw new ActionError(getAdminT()('validation.notFound'));
      // Another old address is another row: its visit counter starts again.
      const changes = before.oldPath === next.oldPath ? next : { ...next, hits: 0 };
      const [after] = await tx
        .update(legacyRedirects)
        .set(changes)
        .where(eq(legacyRedirects.id, input.id))
        .returning();
      audit({ entity: 'legacy_redirect', entityId: input.id, before, after });
      return { id: input.id, oldPath: after!.oldPath };
    });
  } catch (error) {
    if (isUniqueViolation(error)) fieldError('oldPath', 'oldPathTaken');
    throw error;
  }
}

export async function deleteRedirect(admin: Admin, action: string, id: string) {
  return adminWrite(admin, action, async (tx, audit) => {
    const [before] = await tx.delete(legacyRedirects).where(eq(legacyRedirects.id, id)).returning();
    if (!before) throw new ActionError(getAdminT()('validation.notFound'));
    audit({ entity: 'legacy_redirect', entityId: id, before });
    return { id };
  });
}
