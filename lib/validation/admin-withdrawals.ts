import { z } from '@/lib/zod';
import adminMessages from '@/messages/admin.fr.json';
import { uuidSchema } from './admin-catalogue';

/**
 * The refund of a withdrawal, from `/admin/orders/<id>`: its lines are the withdrawn ones (the
 * server reads them), the owner says whether the shipping goes back too; a transfer's date and
 * reference (a card is refunded through Stripe, which gives both).
 */
const M = adminMessages.admin.withdrawals.validation;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const withdrawalRefundSchema = z.object({
  id: uuidSchema,
  shipping: z.boolean({ error: M.shippingInvalid }).default(false),
  refundedOn: z
    .string({ error: M.dateInvalid })
    .trim()
    .refine(
      (value) =>
        value === '' ||
        (DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)),
      { error: M.dateInvalid },
    )
    .default(''),
  reference: z
    .string({ error: M.referenceTooLong })
    .trim()
    .max(100, { error: M.referenceTooLong })
    .default(''),
});
export type WithdrawalRefund = z.output<typeof withdrawalRefundSchema>;
