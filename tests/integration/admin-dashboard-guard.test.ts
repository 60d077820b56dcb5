/**
 * Issue 34, §1: the dashboard's cached read is a server reference a request could name; besides
 * proxy.ts's refusal, it computes nothing for an argument that is not a verified administrator.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Admin } from '@/lib/auth';
import { getDb } from '@/lib/db/client';

vi.mock('next/cache', () => ({ cacheLife: () => undefined }));

const { cachedSalesFigures } = await import('@/lib/admin/dashboard/cached');

const shaped = (userId: string): Admin => ({
  kind: 'customer',
  userId,
  email: 'admin@example.fr',
  isAdmin: true,
  isVerifiedProfessional: false,
});

describe('the dashboard’s cached sales figures', () => {
  it('refuses a forged administrator (any id, an unknown account, a customer)', async () => {
    const [customer] = (
      await getDb().execute<{ id: string }>(
        sql`select id from profiles p where not exists (
              select 1 from user_roles r where r.user_id = p.id and r.role = 'admin') limit 1`,
      )
    ).rows;
    for (const forged of [
      {} as Admin,
      shaped('pas-un-uuid'),
      shaped(randomUUID()),
      shaped(customer!.id),
      { ...shaped(randomUUID()), isAdmin: 'true' } as unknown as Admin,
    ]) {
      await expect(cachedSalesFigures(forged), JSON.stringify(forged)).rejects.toThrow(
        /administrateur vérifié/,
      );
    }
  });

  it('computes them for a verified administrator of the database', async () => {
    const [admin] = (
      await getDb().execute<{ id: string }>(
        sql`select user_id as id from user_roles where role = 'admin' and verified limit 1`,
      )
    ).rows;
    const { figures, sales } = await cachedSalesFigures(shaped(admin!.id));
    expect(figures.today.orders).toBeGreaterThanOrEqual(0);
    expect(sales).toHaveLength(30);
  });
});
