/**
 * Colour-paint pricing from paint_product_configs (spec sections 3, 5 and 9): prices by volume
 * then by paint type, or directly by volume when the configuration has no paint types; zero when
 * missing; two decimals. Pure: the server loads the configuration, the configurator displays it.
 */
import { normalisePaintTypes, type PaintTypeOption } from './paint-types';

export type Price = { ttc: number; ht: number };

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
};

export const ZERO_PRICE: Price = { ttc: 0, ht: 0 };

/** Two decimals, half away from zero on the cent (floating noise removed first). */
export function roundPrice(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * Litres from a volume text: '0.5 L' → 0.5, '1 L' → 1, '1,5 L' → 1.5, '400ml' → 0.4,
 * '20ml' → 0.02. Without a unit the number is read as litres. Unreadable text gives null.
 */
export function parseVolumeLiters(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(ml|millilitres?|l|litres?)?\s*$/i.exec(text);
  if (!match) return null;
  const amount = Number(match[1]!.replace(',', '.'));
  if (!Number.isFinite(amount) || amount <= 0) return null;
  const unit = (match[2] ?? 'l').toLowerCase();
  const litres = unit.startsWith('m') ? amount / 1000 : amount;
  return Math.round(litres * 10000) / 10000;
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
  return { ttc: roundPrice(entry.price_ttc), ht: roundPrice(entry.price_ht) };
}

/** Lowest and highest positive TTC prices over a configuration's volumes and given paint types. */
export function priceRange(
  config: PaintConfig,
  paintTypes: readonly string[],
): { low: number; high: number } | null {
  const prices: number[] = [];
  for (const volume of config.volumes) {
    if (config.paintTypes.length === 0) prices.push(priceFor(config, volume, null).ttc);
    else for (const type of paintTypes) prices.push(priceFor(config, volume, type).ttc);
  }
  const positive = prices.filter((p) => p > 0);
  if (positive.length === 0) return null;
  return { low: Math.min(...positive), high: Math.max(...positive) };
}
