import { z } from '@/lib/zod';
import adminMessages from '@/messages/admin.fr.json';
import { uuidSchema } from './admin-catalogue';

/** Admin order changes, shared by the order page's forms and the admin actions. */
const R = adminMessages.admin.orders.refused;

export const orderIdSchema = z.object({ id: uuidSchema });

const TRACKING_PATTERN = /^[A-Za-z0-9-]{4,40}$/;

export const shipOrderSchema = z.object({
  id: uuidSchema,
  carrierCode: z
    .string({ error: R.carrierUnknown })
    .trim()
    .min(1, { error: R.carrierUnknown })
    .max(60, { error: R.carrierUnknown }),
  trackingNumber: z
    .string({ error: R.trackingRequired })
    .trim()
    .min(1, { error: R.trackingRequired })
    .refine((value) => TRACKING_PATTERN.test(value), { error: R.trackingInvalid }),
});
export type ShipOrder = z.output<typeof shipOrderSchema>;

export const orderNoteSchema = z.object({
  id: uuidSchema,
  notes: z.string({ error: R.noteTooLong }).trim().max(5000, { error: R.noteTooLong }),
});
export type OrderNote = z.output<typeof orderNoteSchema>;

const F = adminMessages.admin.orders.refundForm;

function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * A refund (issue 40 §2): the lines (invoice line index, quantity) and whether the shipping is
 * credited; for a transfer, the day it left the shop's account and its reference. A card's
 * refund is made through Stripe (its id is the reference, today its date).
 */
export const refundOrderSchema = z.object({
  id: uuidSchema,
  lines: z
    .array(
      z.object({
        index: z.int({ error: F.quantityInvalid }).min(0, { error: F.quantityInvalid }),
        quantity: z
          .int({ error: F.quantityInvalid })
          .min(0, { error: F.quantityInvalid })
          .max(10_000, { error: F.quantityInvalid }),
      }),
      { error: F.quantityInvalid },
    )
    .max(200, { error: F.quantityInvalid })
    .default([]),
  shipping: z.boolean({ error: F.quantityInvalid }).default(false),
  refundedOn: z
    .string({ error: F.dateInvalid })
    .trim()
    .refine((value) => value === '' || isCalendarDay(value), { error: F.dateInvalid })
    .default(''),
  reference: z
    .string({ error: F.referenceTooLong })
    .trim()
    .max(100, { error: F.referenceTooLong })
    .default(''),
});
export type RefundOrder = z.output<typeof refundOrderSchema>;

/** « Renvoyer la confirmation » / « Renvoyer la facture ». */
export const resendOrderDocumentSchema = z.object({
  id: uuidSchema,
  document: z.enum(['confirmation', 'invoice'], { error: F.documentInvalid }),
});
export type ResendOrderDocument = z.output<typeof resendOrderDocumentSchema>;
