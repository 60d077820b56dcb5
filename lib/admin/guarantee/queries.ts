import 'server-only';
import { sql } from 'drizzle-orm';
import type { Admin } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';
import { CLAIM_PHOTOS, type ClaimStatus } from '@/lib/guarantee/claims';

export type AdminClaim = {
  id: string;
  orderId: string;
  orderNumber: string;
  email: string;
  lineName: string;
  lineTotalCents: number;
  description: string;
  status: ClaimStatus;
  reason: string | null;
  refundCents: number | null;
  createdAt: Date;
  photos: string[];
};

/** The queue of `/admin/garanties`: claims to decide first (oldest first), then the decided. */
export async function listClaims(db: DbHandle, _admin: Admin): Promise<AdminClaim[]> {
  const { rows } = await db.execute<{
    id: string;
    order_id: string;
    order_number: string;
    email: string;
    line_name: string;
    line_total: number;
    description: string;
    status: ClaimStatus;
    reason: string | null;
    refund_cents: number | null;
    created_at: Date;
    photos: string[];
  }>(sql`
    select c.id, c.order_id, o.order_number, o.email, i.name as line_name,
      i.total_ttc as line_total, c.description, c.status, c.reason, c.refund_cents, c.created_at,
      ${CLAIM_PHOTOS} as photos
    from guarantee_claims c join orders o on o.id = c.order_id
      join order_items i on i.id = c.order_item_id
    order by (c.status = 'pending') desc,
      case when c.status = 'pending' then c.created_at end asc,
      c.created_at desc
    limit 200`);
  return rows.map((r) => ({
    id: r.id,
    orderId: r.order_id,
    orderNumber: r.order_number,
    email: r.email,
    lineName: r.line_name,
    lineTotalCents: r.line_total,
    description: r.description,
    status: r.status,
    reason: r.reason,
    refundCents: r.refund_cents,
    createdAt: new Date(r.created_at),
    photos: r.photos,
  }));
}
