'use server';

import { publicAction, type ActionResult } from '@/lib/actions/client';
import { getT } from '@/lib/i18n/server';
import { logger } from '@/lib/log/server';
import { contactSchema } from '@/lib/validation/contact';
import { stripHtml } from '@/lib/validation/strip-html';
import { storeContactMessage } from './store';

export type ContactResult = ActionResult<{ id: string }>;

/**
 * Contact form action (public: anyone may write to the shop). Validates again on the server
 * with the form's schema, stores the message and queues the notification in one transaction.
 * A database failure is logged by the action client (without the visitor's data) and answered
 * in French.
 */
export const sendContactMessage = publicAction({
  name: 'contact.send',
  input: contactSchema(stripHtml),
  handler: async (message) => {
    const { id } = await storeContactMessage(message);
    logger.info({ contactMessageId: id }, 'message de contact reçu');
    return { id };
  },
  failure: () => getT('contact')('failed'),
});

/**
 * The same action for the form submitted before JavaScript runs (progressive enhancement,
 * `useActionState`): reads the three fields of the posted form.
 */
export async function submitContactForm(
  _previous: ContactResult | null,
  formData: FormData,
): Promise<ContactResult> {
  return sendContactMessage({
    name: formData.get('name'),
    email: formData.get('email'),
    message: formData.get('message'),
  });
}
