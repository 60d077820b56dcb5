import 'server-only';
import { sql } from 'drizzle-orm';
import { PROCESS_MEMOS, processMemo } from '@/lib/cache/memo';
import { getDb } from '@/lib/db/client';
import type { DbHandle } from '@/lib/db/handle';
import type { BatchedRead } from '@/lib/db/handle';
import type { CustomerType, Promotion } from './types';

/** Spec section 9: the promotion list is cached 30 s. */
const PROMOTIONS_TTL_MS = 30_000;

/**
 * The list kept 30 s per server instance (the spec's cache; an edited promotion reaches every
 * instance within 30 s). The app's own pool: the memo is shared by every request.
 */
const memo = processMemo(PROCESS_MEMOS.promotions, PROMOTIONS_TTL_MS, () =>
  loadActivePromotions(getDb()),
);

export function activePromotions(): Promise<Promotion[]> {
  return memo.get();
}

export function forgetPromotions(): void {
  memo.forget();
}

/** Active promotions within their dates (valid_from ≤ now ≤ valid_until). */
export async function loadActivePromotions(
  db: DbHandle,
  read: BatchedRead = async (query) => (await db.execute(query)).rows as never,
): Promise<Promotion[]> {
  const rows = await read<{
    code: string;
    name: string;
    type: Promotion['type'];
    value: number;
    min_order_amount: number | null;
    max_discount_amount: number | null;
    first_order_only: boolean;
    max_uses_per_customer: number | null;
    max_uses: number | null;
    uses_count: number;
    customer_type: CustomerType | null;
    category_ids: string[];
    brand_ids: string[];
    combinable_with_pro: boolean;
  }>(sql`select code, name, type, value, min_order_amount, max_discount_amount,
           first_order_only, max_uses_per_customer, max_uses, uses_count, customer_type,
           category_ids::text[] as category_ids, brand_ids::text[] as brand_ids, combinable_with_pro
         from promotions
         where is_active and valid_from <= now() and (valid_until is null or valid_until >= now())`);
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    type: r.type,
    value: r.value,
    minOrderAmount: r.min_order_amount,
    maxDiscountAmount: r.max_discount_amount,
    limits: {
      firstOrderOnly: r.first_order_only,
      maxUsesPerCustomer: r.max_uses_per_customer,
      maxUses: r.max_uses,
      usesCount: r.uses_count,
      customerType: r.customer_type,
      categoryIds: r.category_ids,
      brandIds: r.brand_ids,
      combinableWithPro: r.combinable_with_pro,
    },
  }));
}
