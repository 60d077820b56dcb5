'use server';

import { publicAction, type ActionResult } from '@/lib/actions/client';
import { getT } from '@/lib/i18n/server';
import { logger } from '@/lib/log/server';
import { isBot, throttlePublicForm } from '@/lib/actions/public-form';
import { contactSchema } from '@/lib/validation/contact';
import { stripHtml } from '@/lib/validation/strip-html';
import { storeContactMessage } from './store';

export type ContactResult = ActionResult<{ id: string }>;

/** A person writes a few messages an hour; the same address a few a day. */
const CONTACT_LIMITS_PER = {
  perIp: { name: 'contact-ip', points: 5, durationSeconds: 3600 },
  perEmail: { name: 'contact-email', points: 3, durationSeconds: 3600 },
};

/**
 * Contact form action (public: anyone may write to the shop). Validates again on the server
 * with the form's schema, stores the message and queues the notification in one transaction.
 * A database failure is logged by the action client (without the visitor's data) and answered
 * in French.
 */
export const sendContactMessage = publicAction({
  name: 'contact.send',
  input: contactSchema(stripHtml),
  handler: async ({ website, ...message }) => {
    // A bot filled the hidden field: answered like a success, nothing stored or sent.
    if (isBot({ website })) return { id: '00000000-0000-0000-0000-000000000000' };
    await throttlePublicForm({
      ...CONTACT_LIMITS_PER,
      email: message.email,
      message: getT('contact')('throttled'),
    });
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
    website: formData.get('website') ?? undefined,
  });
}
