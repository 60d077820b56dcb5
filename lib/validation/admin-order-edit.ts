import { uuidField, z } from '@/lib/zod';
import adminMessages from '@/messages/admin.fr.json';
import { uuidSchema } from './admin-catalogue';
import { refundOrderSchema } from './admin-orders';

/**
 * The owner's two order jobs of issue 40 §2: an unshipped order edited (its lines, quantities
 * and delivery address) and an order taken by phone for a customer. Lines are cart line ids
 * (`{productId}-{variantId|default}`, lib/cart-line.ts) and quantities: the server prices them.
 */
const M = adminMessages.admin.orderEdit.errors;

const lineSchema = z.object({
  key: z.string({ error: M.lines }).trim().min(37, { error: M.lines }).max(300, { error: M.lines }),
  quantity: z
    .int({ error: M.quantity })
    .min(0, { error: M.quantity })
    .max(999, { error: M.quantity }),
});

const linesSchema = z.array(lineSchema, { error: M.lines }).min(1, { error: M.lines }).max(100, {
  error: M.lines,
});

const expected = z.int({ error: M.totalChanged }).min(0, { error: M.totalChanged });
/**
 * A colour line added (made to order, no withdrawal): the customer confirmed on the phone that
 * they understood it, as the checkout's box asks the shopper (lib/orders/place/validate.ts).
 */
const acknowledged = z.boolean({ error: M.customPaint }).default(false);

/** « Calculer le total » of an edit (nothing written). */
export const previewOrderEditSchema = z.object({
  id: uuidSchema,
  lines: linesSchema,
  /** One of the customer's saved addresses; null keeps the order's. */
  addressId: uuidField(M.address).nullable(),
});
export type PreviewOrderEdit = z.output<typeof previewOrderEditSchema>;

/**
 * « Enregistrer les modifications »: with the total the owner was shown and, when the edit of an
 * order paid by transfer gives money back, the day and reference of the owner's transfer.
 */
export const editOrderSchema = previewOrderEditSchema
  .extend({ expectedTotalCents: expected, customPaintAcknowledged: acknowledged })
  .extend(refundOrderSchema.pick({ refundedOn: true, reference: true }).shape);
export type EditOrder = z.output<typeof editOrderSchema>;

export const searchSchema = z.object({
  query: z
    .string({ error: M.search })
    .trim()
    .min(2, { error: M.search })
    .max(100, { error: M.search }),
});

export const customerIdSchema = z.object({ customerId: uuidField(M.customer) });

/** « Calculer le total » of a phone order. */
export const quotePhoneOrderSchema = z.object({
  customerId: uuidField(M.customer),
  lines: linesSchema,
  addressId: uuidField(M.address),
  carrierCode: z.string({ error: M.carrier }).trim().max(60, { error: M.carrier }).nullable(),
});
export type QuotePhoneOrder = z.output<typeof quotePhoneOrderSchema>;

/** « Créer la commande »: paid by bank transfer, at the total the owner was shown. */
export const placePhoneOrderSchema = quotePhoneOrderSchema.extend({
  idempotencyKey: uuidField(M.unexpected),
  carrierCode: z.string({ error: M.carrier }).trim().min(1, { error: M.carrier }).max(60, {
    error: M.carrier,
  }),
  expectedTotalCents: expected,
  customPaintAcknowledged: acknowledged,
});
export type PlacePhoneOrder = z.output<typeof placePhoneOrderSchema>;
