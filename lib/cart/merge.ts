import type { CartLine } from './cart';
import { isUuid } from '@/lib/uuid';

/**
 * The database cart's rules that need no database (spec sections 4 and 5): which lines may be
 * sent, their keys, and the merge at sign-in.
 */

/**
 * Ids as the server stores them: a product id must be a UUID (a trailing suffix is stripped to
 * retry); a normal product's variant id that is not a UUID becomes null; a custom paint keeps
 * its configuration key (`{productKey}:{paintType}:{litres}`), which the line key carries.
 * Null when the line cannot be stored.
 */
export function serverIds(line: Pick<CartLine, 'productId' | 'variantId' | 'isColorProduct'>): {
  productId: string;
  variantId: string | null;
  configKey: string | null;
  lineKey: string;
} | null {
  const raw: string = typeof line.productId === 'string' ? line.productId : '';
  const head = raw.slice(0, 36);
  const productId = isUuid(head) && (raw.length === 36 || raw[36] === '-') ? head : null;
  if (!productId) return null;
  if (line.isColorProduct) {
    const key =
      typeof line.variantId === 'string' && line.variantId.length <= 100 ? line.variantId : null;
    if (!key) return null;
    return { productId, variantId: null, configKey: key, lineKey: `${productId}-${key}` };
  }
  const variantId = isUuid(line.variantId) ? line.variantId : null;
  return {
    productId,
    variantId,
    configKey: null,
    lineKey: `${productId}-${variantId ?? 'default'}`,
  };
}

export type KeyedQuantity = { lineKey: string; quantity: number };

/**
 * The merge at sign-in: the same line (same product and variant, or the same custom-colour
 * attributes, i.e. the same key) adds its quantities; other lines are appended. Returns the
 * merged quantities and whether the local cart added anything.
 */
export function mergeQuantities(
  server: KeyedQuantity[],
  local: KeyedQuantity[],
): { merged: KeyedQuantity[]; changed: boolean } {
  const merged = new Map(server.map((line) => [line.lineKey, line.quantity]));
  let changed = false;
  for (const line of local) {
    if (!(line.quantity > 0)) continue;
    merged.set(line.lineKey, (merged.get(line.lineKey) ?? 0) + Math.floor(line.quantity));
    changed = true;
  }
  return {
    merged: [...merged].map(([lineKey, quantity]) => ({ lineKey, quantity })),
    changed,
  };
}
