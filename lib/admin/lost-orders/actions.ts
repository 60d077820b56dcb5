'use server';

import { adminAction } from '@/lib/actions/client';
import { reminderSchema } from '@/lib/validation/admin-lost-orders';
import { sendReminder } from './reminders';

/** Lost orders (`/admin/lost-orders`): one reminder e-mail per lost cart or unpaid order. */

export const sendReminderAction = adminAction({
  name: 'admin.lostOrders.remind',
  input: reminderSchema,
  handler: ({ kind, id }, { caller, action }) => sendReminder(caller, action, kind, id),
});
