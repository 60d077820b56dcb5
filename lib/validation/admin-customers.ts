import { z } from '@/lib/zod';
import adminMessages from '@/messages/admin.fr.json';
import { accountHolderFields, addressSchema, professionalOnly, professionalRule } from './account';
import type { HtmlStripper } from './contact';

const M = adminMessages.admin.orderEdit.newCustomer.errors;

/**
 * « Nouveau client » on the phone order (issue 40 §2): who the account is for, with the sign-up
 * form's own fields and French messages (`accountHolderFields`, the professional rule), and the
 * delivery address with the address book's schema. No password: the customer chooses it from
 * the e-mail. `verifiedNow`: the owner checked the professional's SIRET on the phone
 * (docs/decisions/phone-order-new-customer.md); it asks for a SIRET of 14 digits.
 */
export function newCustomerSchema(strip: HtmlStripper) {
  return z
    .object({
      ...accountHolderFields(strip),
      verifiedNow: z.boolean({ error: M.siretRequired }).default(false),
      address: addressSchema(strip),
    })
    .superRefine((v, ctx) => {
      professionalRule(v, ctx);
      if (v.isProfessional && v.verifiedNow && !/^\d{14}$/.test(v.siret)) {
        ctx.addIssue({ code: 'custom', path: ['siret'], message: M.siretRequired });
      }
    })
    .transform((v) => ({ ...professionalOnly(v), verifiedNow: v.isProfessional && v.verifiedNow }));
}
export type NewCustomer = z.output<ReturnType<typeof newCustomerSchema>>;
