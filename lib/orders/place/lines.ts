import type { ParsedLine } from '@/lib/pricing/lines';
import type { PricedLine, PricingData } from '@/lib/pricing/types';
import type { OrderColour } from '../queries';
import type { StockLine } from '../stock';
import type { ColourSnapshot } from './read';
import { parseVolumeLiters } from '@/lib/colours/pricing';
import { kitStockLines, mergeStockLines, orderKit } from './kit-lines';

/**
 * The lines that take stock: catalogue products whose stock is counted, with the unit prices
 * they were priced with (re-checked on the locked row; the professional price too for a product
 * without variants, when the buyer is a professional).
 */
export function stockLines(
  parsed: ParsedLine[],
  lines: PricedLine[],
  data: PricingData,
  professional: boolean,
): StockLine[] {
  const byKey = new Map(lines.map((l) => [l.key, l]));
  const taken = parsed.flatMap((line) => {
    const p = byKey.get(line.key);
    if (line.kind === 'kit' && p && p.status === 'ok' && p.quantity > 0) {
      return kitStockLines(line.key, p.quantity, data.kits?.get(line.kitId), data, professional);
    }
    if (line.kind !== 'product' || !p || p.quantity <= 0 || p.stock === null) return [];
    const product = data.products.get(line.productId);
    const variant = line.variantId ? data.variants.get(line.variantId) : undefined;
    if (!product || (line.variantId && !variant)) return [];
    return [
      {
        key: line.key,
        productId: line.productId,
        variantId: line.variantId,
        quantity: p.quantity,
        priceTtc: variant ? variant.priceTtc : product.priceTtc,
        ...(professional && !variant ? { proPriceTtc: product.proPriceTtc } : {}),
      },
    ];
  });
  return mergeStockLines(taken);
}

/**
 * The order's lines from the priced ones, in the cart's order: names, references and prices as
 * priced by the server, a custom paint's colour as it is now (code, name, preview, make, paint
 * type, volume), and whether the line took stock (`stock_tracked`: given back on cancellation).
 */
export function orderItems(
  parsed: ParsedLine[],
  lines: PricedLine[],
  colours: Map<string, ColourSnapshot>,
  toTake: StockLine[],
  data?: PricingData,
) {
  const tracked = new Set(toTake.map((line) => line.key));
  const byKey = new Map(parsed.map((l) => [l.key, l]));
  return lines.map((line) => {
    const source = byKey.get(line.key);
    const kit = source?.kind === 'kit' && data ? orderKit(source, line, data, toTake) : null;
    const paint = source?.kind === 'paint' || (source?.kind === 'kit' && kit) ? source : null;
    const snapshot = paint ? colours.get(paint.colourId) : undefined;
    const colour: OrderColour | null =
      line.colour && paint
        ? {
            code: line.colour.code,
            name: line.colour.name,
            cssPreview: snapshot?.cssPreview ?? null,
            manufacturer: snapshot?.manufacturer ?? null,
            paintType: kit
              ? kit.colourPart.paintType
              : (paint as { paintType: string | null }).paintType,
            volumeLiters: kit
              ? (parseVolumeLiters(kit.colourPart.volume) ?? 0)
              : (paint as { litres: number }).litres,
            shade: line.colour.shade ?? null,
          }
        : null;
    return {
      product_id: source?.kind === 'product' ? source.productId : null,
      variant_id: source?.kind === 'product' ? source.variantId : null,
      line_key: line.key,
      name: line.name,
      details: line.details,
      reference_code: line.referenceCode,
      quantity: line.quantity,
      unit_price_ht: line.unitHt,
      unit_price_ttc: line.unitTtc,
      total_ht: line.totalHt,
      total_ttc: line.totalTtc,
      is_custom_paint: line.isCustomPaint,
      colour,
      stock_tracked: tracked.has(line.key) || (kit?.components.some((c) => c.tracked) ?? false),
      kit,
    };
  });
}

/** One row of `order_items` as the write sends it (snake case: jsonb_to_recordset's columns). */
export type OrderItemRow = ReturnType<typeof orderItems>[number];
