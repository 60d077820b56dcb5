'use server';

import { adminAction } from '@/lib/actions/client';
import { idOnlySchema } from '@/lib/validation/admin-catalogue';
import { testEmailSchema } from '@/lib/validation/admin-emails';
import { retryEmail, sendTestEmail } from './outbox';

/** The e-mails screen (`/admin/emails`): retry a failed e-mail, send a test e-mail. */

export const retryEmailAction = adminAction({
  name: 'admin.emails.retry',
  input: idOnlySchema,
  handler: ({ id }, { caller, action }) => retryEmail(caller, action, id),
});

export const sendTestEmailAction = adminAction({
  name: 'admin.emails.test',
  input: testEmailSchema,
  handler: ({ to }, { caller, action }) => sendTestEmail(caller, action, to),
});
