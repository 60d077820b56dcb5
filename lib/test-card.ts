/**
 * The « carte test » line (issue 41 §2): a card the buyer sprays before painting, sold with a
 * colour's paint. In the cart it is `{colourId}-carte-test` (its product id is the colour's, so
 * one card per colour adds up), priced by the server from the owner's setting, never from the
 * browser. Pure: shared by the colour page, the cart and the pricing.
 */
import type { CartInput } from '@/lib/cart-line';
import type { LineColour } from '@/lib/colours/cart-line';
import { colourSlug } from '@/lib/urls';

export const TEST_CARD_VARIANT = 'carte-test';
/** A card and its envelope. */
export const TEST_CARD_WEIGHT_KG = 0.02;

/** « Carte test – EWP Blanc Glacier »: the same name in the cart, the order and the invoice. */
export function testCardName(colour: { code: string; name: string }): string {
  return `Carte test – ${colour.code} ${colour.name}`;
}

/** Whether an order or cart line key is a test card's. */
export function isTestCardKey(key: string | null | undefined): boolean {
  return typeof key === 'string' && key.endsWith(`-${TEST_CARD_VARIANT}`);
}

export function buildTestCardLine(colour: LineColour, priceCents: number): CartInput {
  return {
    productId: colour.id,
    variantId: TEST_CARD_VARIANT,
    name: testCardName(colour),
    price: priceCents / 100,
    quantity: 1,
    image: null,
    variant: null,
    referenceCode: colour.code,
    slug: colourSlug(colour.code, colour.name),
    isColorProduct: true,
    colorData: null,
    packaging_type: null,
    volume_liters: null,
    weight_kg: TEST_CARD_WEIGHT_KG,
    paintType: null,
  };
}

/** A saved order line is a test card (its name is `testCardName`'s). */
export function isTestCardName(name: string): boolean {
  return name.startsWith('Carte test – ');
}
