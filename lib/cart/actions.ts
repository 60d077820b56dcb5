'use server';

import { textInput } from '@/lib/validation/text';
import { z } from '@/lib/zod';
import { customerAction } from '@/lib/actions/client';
import { getDb } from '@/lib/db/client';
import { clearCart, deleteLine, listCart, mergeIntoCart, upsertLines } from './server-cart';

/**
 * The signed-in cart's server actions (spec section 7 « cart_items »): the browser sends ids,
 * quantities and a custom paint's description; the price always comes from the database.
 */
const text = (max: number) => textInput().max(max).nullish();
const line = z.object({
  productId: textInput().min(1).max(80),
  variantId: textInput().max(100).nullish(),
  quantity: z.number().int().min(1).max(999),
  isColorProduct: z.boolean().optional(),
  name: textInput().max(300).optional().default(''),
  image: text(500),
  slug: text(200),
  referenceCode: text(50),
  variant: text(20),
  paintType: text(40),
  packaging_type: z.enum(['pot', 'bombe', 'stylo']).nullish(),
  volume_liters: z.number().min(0).max(100).nullish(),
  weight_kg: z.number().min(0).max(100).nullish(),
  colorData: z
    .object({
      color_code: textInput().max(50),
      color_name: textInput().max(200),
      manufacturer_slug: text(100),
      manufacturer_name: text(100),
      category: textInput().max(60),
    })
    .nullish(),
  // Shade variants (issue 41 §1): shown as sent; its id is checked in the line's key.
  shade: z
    .object({ id: textInput().max(40), name: textInput().max(60), code: text(40).default(null) })
    .nullish(),
});
const lines = z.array(line).max(200);

function normalised(input: z.output<typeof lines>) {
  return input.map((l) => ({ ...l, variantId: l.variantId ?? null }));
}

/** The refresh action: the caller's cart as stored. */
export const loadServerCart = customerAction({
  name: 'cart.load',
  input: z.unknown(),
  handler: async (_input, { caller }) => listCart(getDb(), caller.userId),
});

/** Sign-in: merge the browser's cart into the caller's database cart. */
export const mergeServerCart = customerAction({
  name: 'cart.merge',
  input: z.object({ lines }),
  handler: async (input, { caller }) =>
    mergeIntoCart(getDb(), caller.userId, normalised(input.lines)),
});

/** Upsert (conflict on the line) with the quantity the browser now shows. */
export const upsertServerCartLines = customerAction({
  name: 'cart.upsert',
  input: z.object({ lines }),
  handler: async (input, { caller }) => {
    await upsertLines(getDb(), caller.userId, normalised(input.lines), 'set');
    return null;
  },
});

export const deleteServerCartLine = customerAction({
  name: 'cart.delete',
  input: z.object({ lineKey: textInput().min(1).max(200) }),
  handler: async ({ lineKey }, { caller }) => {
    await deleteLine(getDb(), caller.userId, lineKey);
    return null;
  },
});

export const clearServerCart = customerAction({
  name: 'cart.clear',
  input: z.unknown(),
  handler: async (_input, { caller }) => {
    await clearCart(getDb(), caller.userId);
    return null;
  },
});
