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
