/**
 * A repair kit's price and stock (pure): the sum of its parts (the colour at its packaging's
 * price, the components at the buyer's prices, professional ones included) minus the kit's
 * discount, and the number of kits its components' stock can make. docs/decisions/repair-kits.md
 */
import { isAvailable, type ColourAvailability } from '@/lib/colours/paint-types';
import { priceFor, type PaintConfig } from '@/lib/colours/pricing';

export type KitPart = {
  /** What the buyer pays for one (a professional price when it applies). */
  unitTtc: number;
  /** The retail price of one. */
  retailTtc: number;
  quantity: number;
};

/** The kit's unit price for the buyer and its retail price, in cents TTC. */
export function kitPrice(
  parts: readonly KitPart[],
  discountPercent: number,
): { unitTtc: number; retailTtc: number } {
  const percent = Math.min(Math.max(Math.floor(discountPercent), 0), 90);
  const off = (sum: number) => sum - Math.round((sum * percent) / 100);
  return {
    unitTtc: off(parts.reduce((sum, p) => sum + p.unitTtc * p.quantity, 0)),
    retailTtc: off(parts.reduce((sum, p) => sum + p.retailTtc * p.quantity, 0)),
  };
}

/**
 * How many kits the components' stock makes: the least of floor(stock / quantity) over the
 * components whose stock is counted; null when none is (the colour part is made to order).
 */
export function kitStock(
  components: ReadonlyArray<{ stock: number | null; quantity: number }>,
): number | null {
  let least: number | null = null;
  for (const c of components) {
    if (c.stock === null) continue;
    const kits = Math.max(0, Math.floor(c.stock / Math.max(1, c.quantity)));
    least = least === null ? kits : Math.min(least, kits);
  }
  return least;
}

/**
 * The colour part of a kit for this colour: the packaging's first volume, in the first paint
 * type of the configuration the colour is made in (none when the configuration has no paint
 * types). Null when the colour cannot be made in that packaging.
 */
export function kitColourPart(
  config: Pick<PaintConfig, 'paintTypes' | 'volumes' | 'pricing'>,
  colour: ColourAvailability,
): { paintType: string | null; volume: string; unitTtc: number } | null {
  const volume = config.volumes[0];
  if (!volume) return null;
  let paintType: string | null = null;
  if (config.paintTypes.length > 0) {
    const option = config.paintTypes.find(
      (o) => isAvailable(colour, o.field) && priceFor(config, volume, o.value).ttcCents > 0,
    );
    if (!option) return null;
    paintType = option.value;
  }
  const unitTtc = priceFor(config, volume, paintType).ttcCents;
  return unitTtc > 0 ? { paintType, volume, unitTtc } : null;
}
