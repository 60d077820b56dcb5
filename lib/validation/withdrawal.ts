import formMessages from '@/messages/forms.fr.json';
import { VALIDATION } from './messages';
import { textInput } from './text';
import type { HtmlStripper } from './contact';
import { uuidField, z } from '@/lib/zod';

/**
 * The withdrawal form (« Se rétracter du contrat ici », `/retractation`), shared by the form
 * (react-hook-form resolver) and the two public actions: step 1 is the name, the order number and
 * the order's e-mail; step 2 adds the lines and quantities taken back (or the whole order).
 */
const M = formMessages.withdrawal.validation;
const WITHDRAWAL_LIMITS = { nameMax: 100, emailMax: 255, quantityMax: 9999, linesMax: 200 };

/** NU-2026-000123, typed in any case, spaces around ignored. */
const ORDER_NUMBER = /^[A-Z0-9][A-Z0-9-]{2,39}$/;

export function withdrawalLookupSchema(strip: HtmlStripper) {
  const text = (message: string) =>
    textInput({ message }).transform((value) => strip(value).trim());
  return z.object({
    name: text(VALIDATION.required).pipe(
      z
        .string()
        .min(1, { error: VALIDATION.required })
        .max(WITHDRAWAL_LIMITS.nameMax, { error: M.nameTooLong }),
    ),
    orderNumber: text(M.orderNumberInvalid)
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(ORDER_NUMBER, { error: M.orderNumberInvalid })),
    email: text(VALIDATION.emailInvalid).pipe(
      z
        .email({ error: VALIDATION.emailInvalid })
        .max(WITHDRAWAL_LIMITS.emailMax, { error: VALIDATION.emailInvalid }),
    ),
    /** Honeypot: hidden from people, filled by bots (lib/actions/public-form.ts). */
    website: textInput().max(500).optional().catch(''),
  });
}
export type WithdrawalLookup = z.output<ReturnType<typeof withdrawalLookupSchema>>;

const requestedLine = z.object({
  id: uuidField(M.lineUnknown),
  quantity: z.coerce
    .number({ error: M.quantityInvalid })
    .int({ error: M.quantityInvalid })
    .min(0, { error: M.quantityInvalid })
    .max(WITHDRAWAL_LIMITS.quantityMax, { error: M.quantityInvalid }),
});

export function withdrawalConfirmSchema(strip: HtmlStripper) {
  return withdrawalLookupSchema(strip).extend({
    lines: z.union([
      z.literal('all'),
      z.array(requestedLine).max(WITHDRAWAL_LIMITS.linesMax, { error: M.quantityInvalid }),
    ]),
  });
}
export type WithdrawalConfirm = z.output<ReturnType<typeof withdrawalConfirmSchema>>;
