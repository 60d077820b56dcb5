'use server';

import { getT } from '@/lib/i18n/server';
import { logger } from '@/lib/log/server';
import { contactSchema, type ContactField } from '@/lib/validation/contact';
import { stripHtml } from '@/lib/validation/strip-html';
import { contactErrorMessages, storeContactMessage } from './store';

export type ContactResult =
  { ok: true } | { ok: false; error: string; fieldErrors: Partial<Record<ContactField, string>> };

/**
 * Contact form action (public: anyone may write to the shop). Validates again on the server
 * with the form's schema, stores the message and queues the notification in one transaction.
 * Never throws: a database failure gives a French message.
 */
export async function sendContactMessage(input: unknown): Promise<ContactResult> {
  const t = getT('contact');
  const parsed = contactSchema(contactErrorMessages(), stripHtml).safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<ContactField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'name' || field === 'email' || field === 'message') && !fieldErrors[field]) {
        fieldErrors[field] = issue.message;
      }
    }
    return { ok: false, error: t('invalid'), fieldErrors };
  }
  try {
    const { id } = await storeContactMessage(parsed.data);
    logger.info({ contactMessageId: id }, 'message de contact reçu');
    return { ok: true };
  } catch (error) {
    // Log the database's reason only: the failed query's parameters hold the visitor's data.
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    logger.error({ reason }, 'message de contact non enregistré');
    return { ok: false, error: t('failed'), fieldErrors: {} };
  }
}

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
