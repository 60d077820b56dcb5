/**
 * What the server reads from a browser's cart line: its ids and its quantity, nothing else
 * (custom-paint attributes are encoded in the ids, lib/colours/cart-line.ts). A price, a name
 * or anything else sent along is ignored. Pure.
 */
import { lineId, productUuid } from '@/lib/cart-line';
import { isUuid } from '@/lib/uuid';
import { MAX_QUANTITY } from '@/lib/catalogue/purchase';
import { VARNISH_PEN_KEY } from '@/lib/colours/paint-types';
import { KIT_VARIANT_PREFIX } from '@/lib/kits/types';
import { TEST_CARD_VARIANT } from '@/lib/test-card';

/** More lines than this in one cart are reported, not priced. */
export const MAX_CART_LINES = 100;

/** `{productKey}:{paintType|standard}:{litres}[:teinte{n}][:variante-{shade uuid}]` */
const PAINT_VARIANT =
  /^([a-z][a-z-]{0,40}):([a-z0-9_]{1,30}):(\d{1,3}(?:\.\d{1,4})?)(?::teinte(\d{1,2}))?(?::variante-([0-9a-fA-F-]{36}))?$/;
const VARNISH_VARIANT = /^vernis:0?\.02$/;

type LineProblem = 'malformed' | 'quantity' | 'tooMany';

type Common = {
  /** The line id the browser knows (`{productId}-{variantId|default}`). */
  key: string;
  quantity: number;
  /** The quantity was lowered to MAX_QUANTITY. */
  clamped: boolean;
};

export type ParsedLine =
  | (Common & { kind: 'product'; productId: string; variantId: string | null })
  | (Common & {
      kind: 'paint';
      colourId: string;
      productKey: string;
      paintType: string | null;
      litres: number;
      tone: number | null;
      /** The shade variant chosen (issue 41 §1); checked against the colour by the pricing. */
      shadeId: string | null;
    })
  | (Common & { kind: 'varnish'; configId: string | null })
  /** A repair kit for a colour (lib/kits): productId = the colour, variantId = `kit:{id}`. */
  | (Common & { kind: 'kit'; colourId: string; kitId: string })
  /** The colour's test card (issue 41 §2), priced from the owner's setting. */
  | (Common & { kind: 'testCard'; colourId: string })
  | { kind: 'invalid'; key: string; problem: LineProblem };

function keyOf(raw: Record<string, unknown>, index: number): string {
  if (typeof raw.id === 'string' && raw.id.length <= 300) return raw.id;
  const productId = typeof raw.productId === 'string' ? raw.productId.slice(0, 200) : '';
  const variantId = typeof raw.variantId === 'string' ? raw.variantId.slice(0, 200) : null;
  return productId ? lineId(productId, variantId) : `ligne-${index + 1}`;
}

/** Whole numbers from 1; strings of digits are read; fractions are floored. Null: refused. */
function readQuantity(value: unknown): number | null {
  const n = typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return null;
  const whole = Math.floor(n);
  return whole >= 1 ? whole : null;
}

function parseLine(raw: unknown, index: number): ParsedLine | null {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { kind: 'invalid', key: `ligne-${index + 1}`, problem: 'malformed' };
  }
  const line = raw as Record<string, unknown>;
  const key = keyOf(line, index);
  // Spec: zero or less removes the line (nothing to price, nothing to say).
  if (typeof line.quantity === 'number' && line.quantity <= 0) return null;
  const read = readQuantity(line.quantity);
  if (read === null) return { kind: 'invalid', key, problem: 'quantity' };
  const quantity = Math.min(read, MAX_QUANTITY);
  const common = { key, quantity, clamped: read > MAX_QUANTITY };
  const variant = typeof line.variantId === 'string' ? line.variantId.trim() : null;

  if (variant && VARNISH_VARIANT.test(variant)) {
    const configId = productUuid(line.productId);
    if (!configId && line.productId !== VARNISH_PEN_KEY) {
      return { kind: 'invalid', key, problem: 'malformed' };
    }
    return { ...common, kind: 'varnish', configId };
  }
  if (variant?.startsWith(KIT_VARIANT_PREFIX)) {
    const colourId = productUuid(line.productId);
    const kitId = variant.slice(KIT_VARIANT_PREFIX.length);
    if (!colourId || !isUuid(kitId)) return { kind: 'invalid', key, problem: 'malformed' };
    return { ...common, kind: 'kit', colourId, kitId: kitId.toLowerCase() };
  }
  if (variant === TEST_CARD_VARIANT) {
    const colourId = productUuid(line.productId);
    if (!colourId) return { kind: 'invalid', key, problem: 'malformed' };
    return { ...common, kind: 'testCard', colourId };
  }
  const paint = variant ? PAINT_VARIANT.exec(variant) : null;
  if (paint) {
    const colourId = productUuid(line.productId);
    const litres = Number(paint[3]);
    const shadeId = paint[5] ? paint[5].toLowerCase() : null;
    if (!colourId || !(litres > 0) || (shadeId && !isUuid(shadeId))) {
      return { kind: 'invalid', key, problem: 'malformed' };
    }
    return {
      ...common,
      kind: 'paint',
      colourId,
      productKey: paint[1]!,
      paintType: paint[2] === 'standard' ? null : paint[2]!,
      litres,
      tone: paint[4] ? Number(paint[4]) : null,
      shadeId,
    };
  }
  const productId = productUuid(line.productId);
  if (!productId) return { kind: 'invalid', key, problem: 'malformed' };
  // Spec: an invalid variant id becomes null.
  return {
    ...common,
    kind: 'product',
    productId,
    variantId: isUuid(variant) ? variant.toLowerCase() : null,
  };
}

/**
 * Every line of a cart sent by a browser: lines past MAX_CART_LINES are reported, the same
 * line twice adds up (the cart's own merge rule), lines with zero or less are dropped.
 */
export function parseLines(raw: unknown): ParsedLine[] {
  if (!Array.isArray(raw)) return [];
  const out: ParsedLine[] = [];
  const byKey = new Map<string, ParsedLine>();
  raw.forEach((item, index) => {
    const parsed = parseLine(item, index);
    if (!parsed) return;
    if (out.length >= MAX_CART_LINES && !byKey.has(parsed.key)) {
      if (out.length === MAX_CART_LINES)
        out.push({ kind: 'invalid', key: parsed.key, problem: 'tooMany' });
      return;
    }
    const same = byKey.get(parsed.key);
    if (same && same.kind !== 'invalid' && parsed.kind !== 'invalid') {
      const total = same.quantity + parsed.quantity;
      same.quantity = Math.min(total, MAX_QUANTITY);
      same.clamped ||= total > MAX_QUANTITY;
      return;
    }
    if (same) return;
    byKey.set(parsed.key, parsed);
    out.push(parsed);
  });
  return out;
}
