import { VALIDATION } from './messages';
import { textInput } from './text';
import { z } from '@/lib/zod';

export const CONTACT_LIMITS = { nameMax: 100, emailMax: 255, messageMin: 10, messageMax: 1000 };

/** Removes HTML from a text: `stripHtml` (sanitize-html) on the server, a DOM twin in the browser. */
export type HtmlStripper = (value: string) => string;

/**
 * A text input: any non-string is refused with `message`, a control character with its own
 * message (lib/validation/text.ts; tab and line breaks allowed in a text area); HTML stripped,
 * then trimmed.
 */
function cleanText(message: string, strip: HtmlStripper, multiline = false) {
  return textInput({ message, multiline }).transform((value) => strip(value).trim());
}

/**
 * Contact form schema, shared by the form (react-hook-form resolver) and the server action.
 * It is built with the HTML stripper of its side (see `HtmlStripper`); its messages come from
 * messages/fr.json `validation` (`VALIDATION`).
 * Rules (spec section 5): name trimmed 1-100 « Ce champ est requis »; email trimmed, valid,
 * max 255 « Email invalide »; message 10-1000 « Message trop court » / « Message trop long ».
 */
export function contactSchema(strip: HtmlStripper) {
  const messages = VALIDATION;
  return z.object({
    name: cleanText(messages.required, strip).pipe(
      z
        .string()
        .min(1, { error: messages.required })
        .max(CONTACT_LIMITS.nameMax, { error: messages.required }),
    ),
    email: cleanText(messages.emailInvalid, strip).pipe(
      z
        .email({ error: messages.emailInvalid })
        .max(CONTACT_LIMITS.emailMax, { error: messages.emailInvalid }),
    ),
    message: cleanText(messages.messageTooShort, strip, true).pipe(
      z
        .string()
        .min(CONTACT_LIMITS.messageMin, { error: messages.messageTooShort })
        .max(CONTACT_LIMITS.messageMax, { error: messages.messageTooLong }),
    ),
    /** Honeypot: hidden from people, filled by bots (lib/actions/public-form.ts). */
    website: textInput().max(500).optional().catch(''),
  });
}

type ContactSchema = ReturnType<typeof contactSchema>;
/** What is stored: stripped, trimmed, valid. */
export type ContactMessage = z.output<ContactSchema>;
