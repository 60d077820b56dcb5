'use server';

import { adminAction } from '@/lib/actions/client';
import { invoiceMentionsSchema } from '@/lib/validation/admin-accounting';
import { saveInvoiceMentions } from './settings';

/**
 * The accounting screen (`/admin/accounting`): the invoice mentions. Nothing cached shows them
 * (an invoice reads them when it is issued), so there is nothing to invalidate.
 */
export const saveInvoiceMentionsAction = adminAction({
  name: 'admin.accounting.mentions.save',
  input: invoiceMentionsSchema,
  handler: (input, { caller, action }) => saveInvoiceMentions(caller, action, input),
});
