import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { listAudit } from '@/lib/admin/audit';
import { likePattern, readTableState, type SearchParams, type TableState } from '@/lib/admin/table';
import type { Admin } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';
import type { OrderStatus } from '@/lib/orders/constants';
import { checkSiret, type SiretCheck } from '@/lib/validation/siret';
import { isUuid } from '@/lib/uuid';

/**
 * The admin's customers (`/admin/users`): the list (search by e-mail, names, company or SIRET;
 * filters; sort and paging in SQL) and one customer with addresses, orders and total spent.
 * Accounts are read from `profiles` (one row per account in both auth modes).
 */

export const USER_KINDS = ['pro-en-attente', 'pro-verifie', 'admin', 'desactive'] as const;
const SORTS = ['date', 'email', 'nom'] as const;
type UserSort = (typeof SORTS)[number];
export type UserTableState = TableState<UserSort, 'type'>;

/** Orders that count in « total dépensé »: paid and not cancelled nor refunded. */
const SPENT = sql.raw(`('paid', 'processing', 'shipped', 'delivered')`);

export function userTableState(params: SearchParams): UserTableState {
  return readTableState<UserSort, 'type'>(params, {
    sorts: SORTS,
    defaultSort: 'date',
    defaultDir: 'desc',
    filters: { type: USER_KINDS },
  });
}

const IS_ADMIN = sql.raw(
  `exists (select 1 from user_roles r where r.user_id = p.id and r.role = 'admin' and r.verified)`,
);

function conditions(state: UserTableState): SQL {
  const where: SQL[] = [];
  if (state.q) {
    const pattern = likePattern(state.q.toLowerCase());
    const digits = state.q.replace(/\s/g, '');
    where.push(sql`(lower(coalesce(p.email, '')) like ${pattern}
      or lower(concat_ws(' ', p.first_name, p.last_name)) like ${pattern}
      or lower(concat_ws(' ', p.last_name, p.first_name)) like ${pattern}
      or lower(coalesce(p.company_name, '')) like ${pattern}
      ${/^\d+$/.test(digits) ? sql`or p.siret like ${likePattern(digits)}` : sql``})`);
  }
  switch (state.filters.type) {
    case 'pro-en-attente':
      where.push(sql`p.is_professional and not p.is_verified_professional`);
      break;
    case 'pro-verifie':
      where.push(sql`p.is_verified_professional`);
      break;
    case 'admin':
      where.push(IS_ADMIN);
      break;
    case 'desactive':
      where.push(sql`p.disabled_at is not null`);
      break;
  }
  return where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``;
}

export type AdminUserRow = {
  id: string;
  email: string;
  name: string;
  company: string | null;
  siret: string | null;
  createdAt: Date;
  isProfessional: boolean;
  isVerifiedProfessional: boolean;
  isAdmin: boolean;
  disabled: boolean;
  /** A local account whose address was never confirmed (hosted: Supabase confirms it). */
  emailUnconfirmed: boolean;
};

type UserRowDb = {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  siret: string | null;
  created_at: string;
  is_professional: boolean;
  is_verified_professional: boolean;
  is_admin: boolean;
  disabled_at: string | null;
  email_unconfirmed: boolean;
};

const USER_COLUMNS = sql.raw(`p.id, p.email, p.first_name, p.last_name, p.company_name, p.siret,
  p.created_at, p.is_professional, p.is_verified_professional, p.disabled_at,
  exists (select 1 from user_roles r where r.user_id = p.id and r.role = 'admin' and r.verified)
    as is_admin,
  exists (select 1 from users u where u.id = p.id and u.email_confirmed_at is null)
    as email_unconfirmed`);

function userRow(r: UserRowDb): AdminUserRow {
  return {
    id: r.id,
    email: r.email ?? '',
    name: [r.first_name, r.last_name].filter(Boolean).join(' '),
    company: r.company_name,
    siret: r.siret,
    createdAt: new Date(r.created_at),
    isProfessional: r.is_professional,
    isVerifiedProfessional: r.is_verified_professional,
    isAdmin: r.is_admin,
    disabled: r.disabled_at != null,
    emailUnconfirmed: r.email_unconfirmed,
  };
}

export async function listUsersForAdmin(
  db: DbHandle,
  _admin: Admin,
  state: UserTableState,
): Promise<{ rows: AdminUserRow[]; total: number }> {
  const where = conditions(state);
  const dir = state.dir === 'asc' ? sql`asc` : sql`desc`;
  const order =
    state.sort === 'email'
      ? sql`p.email ${dir}`
      : state.sort === 'nom'
        ? sql`lower(concat_ws(' ', p.last_name, p.first_name)) ${dir}, p.email`
        : sql`p.created_at ${dir}, p.id ${dir}`;
  const [page, count] = await Promise.all([
    db.execute<UserRowDb>(sql`
      select ${USER_COLUMNS} from profiles p ${where}
      order by ${order}
      limit ${state.pageSize} offset ${(state.page - 1) * state.pageSize}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from profiles p ${where}`),
  ]);
  return { total: count.rows[0]?.n ?? 0, rows: page.rows.map(userRow) };
}

export type AdminUserDetail = AdminUserRow & {
  phone: string | null;
  disabledAt: Date | null;
  siretCheck: SiretCheck;
  sessions: number;
  addresses: {
    id: string;
    label: string;
    lines: string[];
    isDefault: boolean;
  }[];
  orders: {
    id: string;
    orderNumber: string;
    createdAt: Date;
    status: OrderStatus;
    totalCents: number;
  }[];
  orderCount: number;
  spentCents: number;
  history: Awaited<ReturnType<typeof listAudit>>;
};

/** One customer for their admin page (null when there is none: the page answers 404). */
export async function userForAdmin(
  db: DbHandle,
  admin: Admin,
  id: string,
): Promise<AdminUserDetail | null> {
  if (!isUuid(id)) return null;
  const { rows } = await db.execute<UserRowDb & { phone: string | null }>(
    sql`select ${USER_COLUMNS}, p.phone from profiles p where p.id = ${id}::uuid`,
  );
  const row = rows[0];
  if (!row) return null;
  const [addresses, orders, totals, sessions, history] = await Promise.all([
    db.execute<{
      id: string;
      label: string;
      first_name: string;
      last_name: string;
      company_name: string | null;
      address_line1: string;
      address_line2: string | null;
      postal_code: string;
      city: string;
      country: string;
      phone: string | null;
      is_default: boolean;
    }>(
      sql`select * from addresses where user_id = ${id}::uuid order by is_default desc, created_at`,
    ),
    db.execute<{
      id: string;
      order_number: string;
      created_at: string;
      status: OrderStatus;
      total_cents: number;
    }>(sql`select id, order_number, created_at, status, total_cents from orders
           where user_id = ${id}::uuid order by created_at desc limit 50`),
    db.execute<{ n: number; spent: number }>(sql`
      select count(*)::int as n,
        coalesce(sum(total_cents) filter (where status in ${SPENT}), 0)::int as spent
      from orders where user_id = ${id}::uuid`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from sessions where user_id = ${id}::uuid and expires_at > now()`,
    ),
    listAudit(db, admin, { entity: 'user', entityId: id, limit: 50 }),
  ]);
  return {
    ...userRow(row),
    phone: row.phone,
    disabledAt: row.disabled_at ? new Date(row.disabled_at) : null,
    siretCheck: checkSiret(row.siret),
    sessions: sessions.rows[0]?.n ?? 0,
    addresses: addresses.rows.map((a) => ({
      id: a.id,
      label: a.label,
      isDefault: a.is_default,
      lines: [
        [a.first_name, a.last_name].join(' '),
        a.company_name,
        a.address_line1,
        a.address_line2,
        `${a.postal_code} ${a.city}`,
        a.country,
        a.phone,
      ].filter((line): line is string => Boolean(line)),
    })),
    orders: orders.rows.map((o) => ({
      id: o.id,
      orderNumber: o.order_number,
      createdAt: new Date(o.created_at),
      status: o.status,
      totalCents: o.total_cents,
    })),
    orderCount: totals.rows[0]?.n ?? 0,
    spentCents: totals.rows[0]?.spent ?? 0,
    history,
  };
}
