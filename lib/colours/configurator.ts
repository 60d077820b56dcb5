/**
 * The colour configurator's rules (spec sections 4 and 5), pure so they are unit-tested:
 * initial choices, resets, the paint types offered, the price and why adding is refused.
 */
import {
  availablePaintTypes,
  COLOUR_PRODUCT_KEYS,
  isPen,
  VARNISH_PEN_KEY,
  type ColourAvailability,
  type PaintTypeOption,
} from './paint-types';
import {
  priceFor,
  ZERO_PRICE,
  type PaintConfig,
  type PriceEntry,
  type PricingTable,
  type Price,
} from './pricing';

export type Selection = {
  productKey: string;
  paintType: string | null;
  volume: string | null;
};

export type AddBlocker = 'volume' | 'paintType' | 'price';

/** The paint types offered for this configuration and colour. */
export function offeredPaintTypes(
  config: PaintConfig | null | undefined,
  colour: ColourAvailability,
): PaintTypeOption[] {
  return config ? availablePaintTypes(config.paintTypes, colour) : [];
}

/**
 * On load and on every product-type change: the first available paint type (none for the pen)
 * and the first volume of the configuration.
 */
export function initialSelection(
  productKey: string,
  config: PaintConfig | null | undefined,
  colour: ColourAvailability,
): Selection {
  const paintTypes = offeredPaintTypes(config, colour);
  return {
    productKey,
    paintType: isPen(productKey) ? null : (paintTypes[0]?.value ?? null),
    volume: config?.volumes[0] ?? null,
  };
}

/** A paint type is required when the product type has paint types and is not the pen. */
export function needsPaintType(
  productKey: string,
  config: PaintConfig | null | undefined,
  colour: ColourAvailability,
): boolean {
  return !isPen(productKey) && offeredPaintTypes(config, colour).length > 0;
}

export function selectionPrice(
  selection: Selection,
  config: PaintConfig | null | undefined,
): Price {
  return priceFor(config, selection.volume, selection.paintType);
}

export type ShownPrice = Price & {
  /** « À partir de »: a volume or paint type still to choose decides the exact price. */
  from: boolean;
};

/**
 * The price the configurator shows: the selection's own price; while a volume or a paint type
 * is still to choose (the pen has none chosen on arrival), the lowest price a choice offered to
 * this colour gives, as « à partir de »; plus `extra` (the ticked varnish pen) when there is a
 * price to add it to.
 */
export function shownPrice(
  selection: Selection,
  config: PaintConfig | null | undefined,
  colour: ColourAvailability,
  extra: Price = ZERO_PRICE,
): ShownPrice {
  let base: ShownPrice = { ...selectionPrice(selection, config), from: false };
  if (base.ttcCents <= 0 && config) {
    const volumes = selection.volume ? [selection.volume] : config.volumes;
    const offered = offeredPaintTypes(config, colour).map((o) => o.value);
    const types: Array<string | null> = selection.paintType
      ? [selection.paintType]
      : offered.length > 0
        ? offered
        : [null];
    for (const volume of volumes) {
      for (const type of types) {
        const price = priceFor(config, volume, type);
        if (price.ttcCents > 0 && (!base.from || price.ttcCents < base.ttcCents)) {
          base = { ...price, from: true };
        }
      }
    }
  }
  if (base.ttcCents <= 0) return base;
  return {
    ttcCents: base.ttcCents + extra.ttcCents,
    htCents: base.htCents + extra.htCents,
    from: base.from,
  };
}

/**
 * Why the add button is disabled, in the order the messages are given: no volume; no paint type
 * where one is needed (and, for the pen, where only a paint type gives a price); a zero price.
 * Null when the line can be added.
 */
export function addBlocker(
  selection: Selection,
  config: PaintConfig | null | undefined,
  colour: ColourAvailability,
): AddBlocker | null {
  if (!selection.volume) return 'volume';
  const price = selectionPrice(selection, config).ttcCents;
  if (!selection.paintType) {
    if (needsPaintType(selection.productKey, config, colour)) return 'paintType';
    if (price <= 0 && offeredPaintTypes(config, colour).length > 0) return 'paintType';
  }
  if (price <= 0) return 'price';
  return null;
}

function isEntry(value: PriceEntry | Record<string, PriceEntry>): value is PriceEntry {
  return typeof (value as PriceEntry).price_ttc === 'number';
}

function pricingFor(pricing: PricingTable, paintTypes: readonly PaintTypeOption[]): PricingTable {
  const values = new Set(paintTypes.map((option) => option.value));
  const out: PricingTable = {};
  for (const [volume, row] of Object.entries(pricing)) {
    if (isEntry(row)) {
      out[volume] = row;
      continue;
    }
    const kept = Object.entries(row).filter(([paintType]) => values.has(paintType));
    if (kept.length > 0) out[volume] = Object.fromEntries(kept);
  }
  return out;
}

/**
 * What the colour page's configurator needs in the browser, and no more: the product types and
 * the varnish pen only, each with the paint types this colour is available in and their prices
 * (the choices, prices and cart lines are the same as with the whole configuration).
 */
export function configsForColour(
  configs: Record<string, PaintConfig>,
  colour: ColourAvailability,
): Record<string, PaintConfig> {
  const out: Record<string, PaintConfig> = {};
  for (const key of COLOUR_PRODUCT_KEYS) {
    const config = configs[key];
    if (!config) continue;
    if (config.paintTypes.length === 0) {
      out[key] = config;
      continue;
    }
    const paintTypes = offeredPaintTypes(config, colour);
    out[key] = { ...config, paintTypes, pricing: pricingFor(config.pricing, paintTypes) };
  }
  const varnish = configs[VARNISH_PEN_KEY];
  if (varnish) out[VARNISH_PEN_KEY] = { ...varnish, description: null, paintTypes: [] };
  return out;
}
