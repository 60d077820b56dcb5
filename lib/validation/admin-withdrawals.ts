import { z } from '@/lib/zod';
import adminMessages from '@/messages/admin.fr.json';
import { parseEuroInput } from '@/lib/money';
import { uuidSchema } from './admin-catalogue';

/** The refund of a withdrawal, recorded by the owner on `/admin/orders/<id>`. */
const M = adminMessages.admin.withdrawals.validation;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const withdrawalRefundSchema = z.object({
  id: uuidSchema,
  /** « 24,90 » → 2490 cents. */
  amount: z.string({ error: M.amountInvalid }).transform((value, ctx) => {
    const cents = parseEuroInput(value);
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: 'custom', message: M.amountInvalid });
      return z.NEVER;
    }
    return cents;
  }),
  refundedOn: z
    .string({ error: M.dateInvalid })
    .trim()
    .refine(
      (value) => DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      { error: M.dateInvalid },
    ),
  reference: z
    .string({ error: M.referenceRequired })
    .trim()
    .min(1, { error: M.referenceRequired })
    .max(100, { error: M.referenceTooLong }),
});
export type WithdrawalRefund = z.output<typeof withdrawalRefundSchema>;
