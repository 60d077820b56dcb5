import 'server-only';
import { sql } from 'drizzle-orm';
import type { BatchedRead as Rows } from '@/lib/db/handle';
import type { KitPackaging, PricingKit, RepairType } from './types';

/** The kits of these ids with their components in order (the pricing's read). */
export async function loadKits(read: Rows, ids: string[]): Promise<PricingKit[]> {
  if (ids.length === 0) return [];
  const rows = await read<{
    id: string;
    repair_type: RepairType;
    name: string;
    is_published: boolean;
    colour_product_key: KitPackaging;
    colour_quantity: number;
    discount_percent: number;
    components: Array<{ productId: string; variantId: string | null; quantity: number }> | null;
  }>(sql`select k.id, k.repair_type, k.name, k.is_published, k.colour_product_key,
           k.colour_quantity, k.discount_percent,
           (select jsonb_agg(jsonb_build_object('productId', c.product_id,
                     'variantId', c.variant_id, 'quantity', c.quantity)
                   order by c.position, c.id)
              from repair_kit_components c where c.kit_id = k.id) as components
         from repair_kits k where k.id = any(${sql.param(ids)}::uuid[])`);
  return rows.map((r) => ({
    id: r.id,
    repairType: r.repair_type,
    name: r.name,
    isPublished: r.is_published,
    colourProductKey: r.colour_product_key,
    colourQuantity: r.colour_quantity,
    discountPercent: r.discount_percent,
    components: r.components ?? [],
  }));
}
