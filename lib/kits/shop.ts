import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/handle';
import { productShown } from '@/lib/db/shown-product';
import type { KitPackaging, RepairType } from './types';

/** A published kit as the colour page lists it: its components at their retail prices. */
export type ShopKit = {
  id: string;
  repairType: RepairType;
  name: string;
  description: string | null;
  colourProductKey: KitPackaging;
  colourQuantity: number;
  discountPercent: number;
  components: Array<{ name: string; quantity: number; priceTtc: number }>;
};

/**
 * The published kits whose every component can be sold (a kit with a withdrawn part is not
 * offered), in their order.
 */
export async function listPublishedKits(db: DbHandle): Promise<ShopKit[]> {
  const { rows } = await db.execute<{
    id: string;
    repair_type: RepairType;
    name: string;
    description: string | null;
    colour_product_key: KitPackaging;
    colour_quantity: number;
    discount_percent: number;
    components: ShopKit['components'] | null;
    sellable: boolean;
  }>(sql`select k.id, k.repair_type, k.name, k.description, k.colour_product_key,
      k.colour_quantity, k.discount_percent,
      (select jsonb_agg(jsonb_build_object(
                'name', case when v.id is null then p.name else p.name || ' – ' || v.variant_name end,
                'quantity', c.quantity, 'priceTtc', coalesce(v.price_ttc, p.price_ttc))
              order by c.position, c.id)
         from repair_kit_components c join products p on p.id = c.product_id
         left join product_variants v on v.id = c.variant_id
         where c.kit_id = k.id) as components,
      not exists (select 1 from repair_kit_components c join products p on p.id = c.product_id
         left join product_variants v on v.id = c.variant_id
         where c.kit_id = k.id and (not ${productShown('p')}
           or (c.variant_id is not null and not coalesce(v.is_active, false))
           or (c.variant_id is null and p.has_variants))) as sellable
    from repair_kits k where k.is_published
    order by k.position, k.name`);
  return rows.flatMap((r) =>
    r.sellable && r.components?.length
      ? [
          {
            id: r.id,
            repairType: r.repair_type,
            name: r.name,
            description: r.description,
            colourProductKey: r.colour_product_key,
            colourQuantity: r.colour_quantity,
            discountPercent: r.discount_percent,
            components: r.components,
          },
        ]
      : [],
  );
}
