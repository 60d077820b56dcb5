/**
 * Colour-paint pricing from paint_product_configs (spec sections 3, 5 and 9): prices by volume
 * then by paint type, or directly by volume when the configuration has no paint types; zero when
 * missing. The pricing JSON holds euros (34.9); they become integer cents once, where an entry is
 * read (`priceFor`), and every page, cart line, JSON-LD offer and feed item works on those cents.
 * Pure: the server loads the configuration, the configurator displays it.
 */
import { eurosToCents, type Cents } from '@/lib/money';
import { normalisePaintTypes, type PaintTypeOption } from './paint-types';
import { parseVolumeLiters } from '@/lib/format';
import { normaliseTransportClasses, type PaintTransportClasses } from '@/lib/shipping/transport';

export { parseVolumeLiters };

/** A price in integer cents, tax included and before tax. */
export type Price = { ttcCents: Cents; htCents: Cents };

export type PriceEntry = { price_ht: number; price_ttc: number };

/** pricing JSON: { [volume]: { [paintType]: PriceEntry } } or { [volume]: PriceEntry }. */
export type PricingTable = Record<string, PriceEntry | Record<string, PriceEntry>>;

export type PaintConfig = {
  id: string;
  productKey: string;
  title: string;
  description: string | null;
  paintTypes: PaintTypeOption[];
  volumes: string[];
  hasVolumeFilter: boolean;
  pricing: PricingTable;
  /** Dangerous-goods class by paint type (which carriers may carry it). */
  transportClasses: PaintTransportClasses;
};

export const ZERO_PRICE: Price = { ttcCents: 0, htCents: 0 };

/** Euros of the pricing JSON → integer cents, half up (floating noise removed first: 1.005 → 101). */
export function centsOf(euros: number): Cents {
  if (!Number.isFinite(euros)) return 0;
  return eurosToCents(euros + Number.EPSILON);
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.replace(',', '.'));
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

function asEntry(value: unknown): PriceEntry | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  const ttc = toNumber(raw.price_ttc);
  if (ttc === null) return null;
  const ht = toNumber(raw.price_ht);
  return { price_ttc: ttc, price_ht: ht ?? ttc / 1.2 };
}

/** Keeps the pricing JSON's usable entries only (the column is free-form jsonb). */
export function normalisePricing(raw: unknown): PricingTable {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: PricingTable = {};
  for (const [volume, value] of Object.entries(raw as Record<string, unknown>)) {
    const direct = asEntry(value);
    if (direct) {
      out[volume] = direct;
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    const byType: Record<string, PriceEntry> = {};
    for (const [paintType, entry] of Object.entries(value as Record<string, unknown>)) {
      const parsed = asEntry(entry);
      if (parsed) byType[paintType] = parsed;
    }
    if (Object.keys(byType).length > 0) out[volume] = byType;
  }
  return out;
}

export function toPaintConfig(row: {
  id: string;
  productKey: string;
  title: string;
  description: string | null;
  paintTypes: unknown;
  volumes: string[] | null;
  hasVolumeFilter: boolean;
  pricing: unknown;
  transportClasses?: unknown;
}): PaintConfig {
  return {
    id: row.id,
    productKey: row.productKey,
    title: row.title,
    description: row.description,
    paintTypes: normalisePaintTypes(row.paintTypes),
    volumes: (row.volumes ?? []).filter((v) => typeof v === 'string' && v.trim() !== ''),
    hasVolumeFilter: row.hasVolumeFilter,
    pricing: normalisePricing(row.pricing),
    transportClasses: normaliseTransportClasses(row.transportClasses),
  };
}

function isEntry(value: PriceEntry | Record<string, PriceEntry>): value is PriceEntry {
  return typeof (value as PriceEntry).price_ttc === 'number';
}

/** The pricing row of a volume: same text first, else the same quantity ('1L' for '1 L'). */
function volumeRow(pricing: PricingTable, volume: string) {
  const exact = pricing[volume];
  if (exact) return exact;
  const litres = parseVolumeLiters(volume);
  if (litres === null) return undefined;
  const key = Object.keys(pricing).find((k) => parseVolumeLiters(k) === litres);
  return key ? pricing[key] : undefined;
}

/**
 * The price of a volume (and paint type where the configuration prices by paint type).
 * Zero unless that combination has a price.
 */
export function priceFor(
  config: Pick<PaintConfig, 'pricing'> | null | undefined,
  volume: string | null | undefined,
  paintType: string | null | undefined,
): Price {
  if (!config || !volume) return ZERO_PRICE;
  const row = volumeRow(config.pricing, volume);
  if (!row) return ZERO_PRICE;
  let entry: PriceEntry | undefined;
  if (isEntry(row)) entry = row;
  else if (paintType) entry = row[paintType];
  if (!entry || !(entry.price_ttc > 0)) return ZERO_PRICE;
  const ttcCents = centsOf(entry.price_ttc);
  return ttcCents > 0 ? { ttcCents, htCents: centsOf(entry.price_ht) } : ZERO_PRICE;
}

/** Lowest and highest positive TTC prices (cents) over a configuration's volumes and paint types. */
export function priceRange(
  config: PaintConfig,
  paintTypes: readonly string[],
): { low: Cents; high: Cents } | null {
  const prices: Cents[] = [];
  for (const volume of config.volumes) {
    if (config.paintTypes.length === 0) prices.push(priceFor(config, volume, null).ttcCents);
    else for (const type of paintTypes) prices.push(priceFor(config, volume, type).ttcCents);
  }
  const positive = prices.filter((p) => p > 0);
  if (positive.length === 0) return null;
  return { low: Math.min(...positive), high: Math.max(...positive) };
}
