import 'server-only';
import { sql } from 'drizzle-orm';
import { listAudit, type AuditFilter } from '@/lib/admin/audit';
import type { SearchParams } from '@/lib/admin/table';
import type { Admin } from '@/lib/auth';
import { LOGIN_PAIR, THROTTLE } from '@/lib/auth/throttle-policies';
import { backoffWaitEnds } from '@/lib/security/backoff';
import type { DbHandle } from '@/lib/db/handle';
import { recentSignInFailures } from '@/lib/security/sign-in-failures';
import { isUuid } from '@/lib/uuid';

/**
 * The security screen (`/admin/security`): administrators, the audit log with its filters in
 * the URL (`personne`, `element`, `id`, `du`, `au`), recent failed sign-ins and the keys the
 * throttling currently blocks (read from rate-limiter-flexible's `rate_limits` table).
 */

export const AUDIT_PAGE = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.trim() ?? '';

export type AuditQuery = {
  personne: string;
  element: string;
  id: string;
  du: string;
  au: string;
};

/** The audit filters from the URL; anything malformed is dropped, never an error. */
export function auditQuery(params: SearchParams): AuditQuery {
  const day = (v: string) => (DAY.test(v) && !Number.isNaN(Date.parse(v)) ? v : '');
  const personne = first(params.personne);
  const element = first(params.element);
  return {
    personne: isUuid(personne) ? personne.toLowerCase() : '',
    element: /^[a-z_-]{1,40}$/.test(element) ? element : '',
    id: first(params.id).slice(0, 100),
    du: day(first(params.du)),
    au: day(first(params.au)),
  };
}

/** Paris days to instants (the shop's days). */
async function parisDay(db: DbHandle, day: string, plusDays: number): Promise<Date> {
  const { rows } = await db.execute<{ at: string }>(
    sql`select ((${day}::date + ${plusDays}::int)::timestamp at time zone 'Europe/Paris') as at`,
  );
  return new Date(rows[0]!.at);
}

export async function auditEntries(db: DbHandle, admin: Admin, query: AuditQuery) {
  const filter: AuditFilter = { limit: AUDIT_PAGE };
  if (query.personne) filter.actorId = query.personne;
  if (query.element) filter.entity = query.element;
  if (query.id) filter.entityId = query.id;
  if (query.du) filter.from = await parisDay(db, query.du, 0);
  if (query.au) filter.to = await parisDay(db, query.au, 1);
  return listAudit(db, admin, filter);
}

/** Who wrote in the audit log, and which kinds of entity it holds (the filters' choices). */
export async function auditChoices(db: DbHandle, _admin: Admin) {
  const [actors, entities] = await Promise.all([
    db.execute<{ actor_id: string; actor_email: string }>(sql`
      select distinct on (actor_id) actor_id, actor_email from admin_audit_log
      order by actor_id, id desc`),
    db.execute<{ entity: string }>(
      sql`select distinct entity from admin_audit_log order by entity`,
    ),
  ]);
  return {
    actors: actors.rows
      .map((r) => ({ id: r.actor_id, email: r.actor_email }))
      .sort((a, b) => a.email.localeCompare(b.email)),
    entities: entities.rows.map((r) => r.entity),
  };
}

/** The administrators (verified admin role), with whether they can still sign in. */
export async function listAdmins(db: DbHandle, _admin: Admin) {
  const { rows } = await db.execute<{
    user_id: string;
    email: string | null;
    name: string;
    since: string;
    disabled: boolean;
  }>(sql`
    select r.user_id, p.email, trim(concat_ws(' ', p.first_name, p.last_name)) as name,
      r.created_at as since, p.disabled_at is not null as disabled
    from user_roles r left join profiles p on p.id = r.user_id
    where r.role = 'admin' and r.verified
    order by p.email`);
  return rows.map((r) => ({
    userId: r.user_id,
    email: r.email ?? r.user_id,
    name: r.name,
    since: new Date(r.since),
    disabled: r.disabled === true,
  }));
}

export async function signInFailures(db: DbHandle, _admin: Admin) {
  return recentSignInFailures(db, 50);
}

const POLICIES = Object.values(THROTTLE);

/** Keys currently blocked by a throttling policy (attempts used up, window not over). */
export async function throttledKeys(db: DbHandle, _admin: Admin) {
  const { rows } = await db.execute<{ key: string; points: number; expire: string | null }>(sql`
    select key, points, expire from rate_limits
    where expire is null or expire > (extract(epoch from now()) * 1000)::bigint
    order by expire desc nulls first limit 500`);
  const now = Date.now();
  const blocked = [];
  for (const row of rows) {
    if (row.key.startsWith(`${LOGIN_PAIR.name}:`)) {
      // Growing delays: blocked only while the pair's current wait lasts.
      const until = backoffWaitEnds(LOGIN_PAIR, row, now);
      if (until) {
        blocked.push({
          policy: LOGIN_PAIR.name,
          key: row.key.slice(LOGIN_PAIR.name.length + 1),
          attempts: row.points,
          until,
        });
      }
      continue;
    }
    const policy = POLICIES.find((p) => row.key.startsWith(`${p.name}:`));
    if (!policy || row.points < policy.points) continue;
    blocked.push({
      policy: policy.name,
      key: row.key.slice(policy.name.length + 1),
      attempts: row.points,
      until: row.expire ? new Date(Number(row.expire)) : null,
    });
  }
  return blocked.slice(0, 100);
}
