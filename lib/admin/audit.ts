import 'server-only';
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Admin } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import type { DbHandle, Transaction } from '@/lib/db/handle';
import { adminAuditLog } from '@/lib/db/schema';

/** One change an admin made: the entity, its id, and its values before and after. */
type AuditEntry = {
  entity: string;
  entityId?: string | number | null;
  before?: unknown;
  after?: unknown;
};

export type Audit = (entry: AuditEntry) => void;

/** jsonb keeps what JSON keeps: dates become ISO strings, `undefined` fields disappear. */
const json = (value: unknown) => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/**
 * Every admin write runs here: one transaction in which the domain makes its change and says
 * what it changed through `audit(...)`; the audit rows are written in the same transaction, so
 * a write without its audit row (or the reverse) cannot exist. A write that records nothing is
 * a programming error and is rolled back.
 */
export async function adminWrite<T>(
  admin: Admin,
  action: string,
  work: (tx: Transaction, audit: Audit) => Promise<T>,
): Promise<T> {
  return getDb().transaction(async (tx) => {
    const entries: AuditEntry[] = [];
    const result = await work(tx, (entry) => entries.push(entry));
    if (entries.length === 0) throw new Error(`admin write ${action} recorded no audit entry`);
    await tx.insert(adminAuditLog).values(
      entries.map((entry) => ({
        actorId: admin.userId,
        actorEmail: admin.email,
        action,
        entity: entry.entity,
        entityId: entry.entityId == null ? null : String(entry.entityId),
        before: json(entry.before),
        after: json(entry.after),
      })),
    );
    return result;
  });
}

export type AuditFilter = {
  actorId?: string;
  entity?: string;
  entityId?: string;
  from?: Date;
  to?: Date;
  limit?: number;
};

/** The audit log, newest first (security screen; tests). */
export async function listAudit(db: DbHandle, _admin: Admin, filter: AuditFilter = {}) {
  const where: SQL[] = [];
  if (filter.actorId) where.push(eq(adminAuditLog.actorId, filter.actorId));
  if (filter.entity) where.push(eq(adminAuditLog.entity, filter.entity));
  if (filter.entityId) where.push(eq(adminAuditLog.entityId, filter.entityId));
  if (filter.from) where.push(gte(adminAuditLog.createdAt, filter.from));
  if (filter.to) where.push(lt(adminAuditLog.createdAt, filter.to));
  return db
    .select()
    .from(adminAuditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(adminAuditLog.id))
    .limit(filter.limit ?? 100);
}
