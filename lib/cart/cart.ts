/**
 * The visitor's cart as pure functions (spec section 3 "Local cart line", "Cart state";
 * section 4 "Cart actions"). The zustand store calls these; stock checks, promotions and the
 * database cart plug in around them.
 */
import {
  lineId,
  type CartInput,
  type CartLine,
  type ColourData,
  type PackagingType,
} from '@/lib/cart-line';
import { UUID_ANYWHERE_PATTERN } from '@/lib/uuid';

export { lineId };
export type { CartInput, CartLine, ColourData, PackagingType };

export type CartTotals = { subtotal: number; total: number; itemCount: number; discount: number };

/** Spec: adding needs productId, name and a numeric price; otherwise rejected silently. */
function isValidInput(input: Partial<CartInput> | null | undefined): input is CartInput {
  return Boolean(
    input &&
    typeof input.productId === 'string' &&
    input.productId.length > 0 &&
    typeof input.name === 'string' &&
    input.name.length > 0 &&
    typeof input.price === 'number' &&
    Number.isFinite(input.price),
  );
}

export function addLine(items: CartLine[], input: CartInput): CartLine[] {
  if (!isValidInput(input)) return items;
  const quantity = Math.max(1, Math.floor(input.quantity ?? 1));
  const id = lineId(input.productId, input.variantId);
  const existing = items.find((line) => line.id === id);
  if (existing) {
    return items.map((line) =>
      line.id === id ? { ...line, quantity: line.quantity + quantity } : line,
    );
  }
  return [...items, { ...input, variantId: input.variantId ?? null, id, quantity }];
}

export function removeLine(items: CartLine[], id: string): CartLine[] {
  return items.filter((line) => line.id !== id);
}

/** Zero or less removes the line. */
export function updateLineQuantity(items: CartLine[], id: string, quantity: number): CartLine[] {
  if (!Number.isFinite(quantity) || quantity <= 0) return removeLine(items, id);
  const whole = Math.floor(quantity);
  return items.map((line) => (line.id === id ? { ...line, quantity: whole } : line));
}

function cents(euros: number): number {
  return Math.round(euros * 100);
}

export function cartTotals(items: CartLine[], discount = 0): CartTotals {
  const subtotalCents = items.reduce((sum, line) => sum + cents(line.price) * line.quantity, 0);
  const discountCents = Math.min(cents(discount), subtotalCents);
  return {
    subtotal: subtotalCents / 100,
    total: (subtotalCents - discountCents) / 100,
    itemCount: items.reduce((sum, line) => sum + line.quantity, 0),
    discount: discountCents / 100,
  };
}

/**
 * The spec's corrupted-cart mark: a line id holding '-17…', a millisecond timestamp
 * (1.7e12…) an old bug appended. Read as '-17' followed by ten more digits, so that a
 * product or variant UUID whose group starts with « 17 » (about 1 in 60 line ids) is not
 * taken for one: UUID groups are at most 12 hexadecimal characters.
 */
const CORRUPTED_ID = /-17\d{10,}/;

export function isCorruptedLineId(id: string): boolean {
  return CORRUPTED_ID.test(id.replace(UUID_ANYWHERE_PATTERN, 'uuid'));
}

/**
 * A cart read back from local storage keeps only well-formed lines; a cart whose line ids
 * carry an old timestamp ('-17…', see isCorruptedLineId) is corrupted and emptied.
 */
export function sanitizeStoredLines(raw: unknown): { items: CartLine[]; corrupted: boolean } {
  if (!Array.isArray(raw)) return { items: [], corrupted: false };
  if (raw.some((line) => typeof line?.id === 'string' && isCorruptedLineId(line.id))) {
    return { items: [], corrupted: true };
  }
  const items = raw
    .filter(
      (line): line is CartLine =>
        isValidInput(line) &&
        typeof line.quantity === 'number' &&
        Number.isFinite(line.quantity) &&
        line.quantity > 0,
    )
    .map((line) => ({
      ...line,
      id: lineId(line.productId, line.variantId),
      quantity: Math.floor(line.quantity),
    }));
  return { items, corrupted: false };
}
