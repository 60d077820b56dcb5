/**
 * A repair kit at order time (pure): the stock its components take, and what the order line
 * keeps of it (order_items.kit). docs/decisions/repair-kits.md
 */
import type { StockLine } from '@/lib/orders/stock';
import type { ParsedLine } from '@/lib/pricing/lines';
import type { PricedLine, PricingData } from '@/lib/pricing/types';
import { kitColourPart } from '@/lib/kits/price';
import type { OrderKit, PricingKit } from '@/lib/kits/types';

type KitStockLine = StockLine;

/** The separator of a component's stock key: `{kit line key}#{component index}`. */
const COMPONENT_KEY = '#';

/**
 * The stock `quantity` kits take: each component whose stock is counted, quantity × its
 * quantity per kit, at the unit prices it was priced with (re-checked on the locked row).
 */
export function kitStockLines<T extends KitStockLine>(
  key: string,
  quantity: number,
  kit: PricingKit | undefined,
  data: PricingData,
  professional: boolean,
): T[] {
  if (!kit) return [];
  return kit.components.flatMap((c, index) => {
    const product = data.products.get(c.productId);
    const variant = c.variantId ? data.variants.get(c.variantId) : undefined;
    if (!product || product.unlimitedStock || (c.variantId && !variant)) return [];
    return [
      {
        key: `${key}${COMPONENT_KEY}${index}`,
        productId: c.productId,
        variantId: c.variantId,
        quantity: quantity * c.quantity,
        priceTtc: variant ? variant.priceTtc : product.priceTtc,
        ...(professional && !variant ? { proPriceTtc: product.proPriceTtc } : {}),
        name: variant ? `${product.name} – ${variant.name}` : product.name,
      } as T,
    ];
  });
}

/**
 * One stock line per product or variant: a product in a kit and on a line of its own (or in
 * two kits) is taken once, in the sum of the quantities (one conditional UPDATE per row).
 */
export function mergeStockLines<T extends KitStockLine>(lines: T[]): T[] {
  const byRow = new Map<string, T>();
  for (const line of lines) {
    const row = line.variantId ?? line.productId;
    const same = byRow.get(row);
    if (same) byRow.set(row, { ...same, quantity: same.quantity + line.quantity });
    else byRow.set(row, line);
  }
  return [...byRow.values()];
}

/** The kit as the order line keeps it: its colour part and its components, tracked or not. */
export function orderKit(
  source: Extract<ParsedLine, { kind: 'kit' }>,
  line: PricedLine,
  data: PricingData,
  toTake: ReadonlyArray<{ productId: string; variantId: string | null }>,
): OrderKit | null {
  const kit = data.kits?.get(source.kitId);
  const colour = data.colours.get(source.colourId);
  const config = kit ? data.configs.get(kit.colourProductKey) : undefined;
  if (!kit || !colour || !config || line.status !== 'ok') return null;
  const part = kitColourPart(config, colour);
  const taken = new Set(toTake.map((l) => l.variantId ?? l.productId));
  return {
    kitId: kit.id,
    repairType: kit.repairType,
    name: kit.name,
    colourPart: {
      productKey: kit.colourProductKey,
      paintType: part?.paintType ?? null,
      volume: part?.volume ?? '',
      quantity: kit.colourQuantity,
    },
    components: kit.components.map((c) => {
      const product = data.products.get(c.productId);
      const variant = c.variantId ? data.variants.get(c.variantId) : undefined;
      return {
        productId: c.productId,
        variantId: c.variantId,
        name: variant ? `${product?.name ?? ''} – ${variant.name}` : (product?.name ?? ''),
        referenceCode: variant?.referenceCode ?? product?.referenceCode ?? null,
        quantity: c.quantity,
        tracked: taken.has(c.variantId ?? c.productId),
      };
    }),
  };
}
