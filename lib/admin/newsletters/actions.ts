'use server';

import { adminAction } from '@/lib/actions/client';
import { idOnlySchema } from '@/lib/validation/admin-catalogue';
import { newsletterSchema, newsletterTestSchema } from '@/lib/validation/admin-communication';
import { saveNewsletter, sendNewsletter, sendNewsletterTest } from './newsletters';

/** The newsletters screen (`/admin/newsletters`): save a draft, send it once, send a test. */

export const saveNewsletterAction = adminAction({
  name: 'admin.newsletters.save',
  input: newsletterSchema,
  handler: (input, { caller, action }) => saveNewsletter(caller, action, input),
});

export const sendNewsletterAction = adminAction({
  name: 'admin.newsletters.send',
  input: idOnlySchema,
  handler: ({ id }, { caller, action }) => sendNewsletter(caller, action, id),
});

export const sendNewsletterTestAction = adminAction({
  name: 'admin.newsletters.test',
  input: newsletterTestSchema,
  handler: ({ id, to }, { caller, action }) => sendNewsletterTest(caller, action, id, to),
});
