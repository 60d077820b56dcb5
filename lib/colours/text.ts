import { createTranslator } from 'next-intl';
import { LOCALE, messages, once } from '@/lib/i18n/server';
import pageMessages from '@/messages/colours.fr.json';

/**
 * French texts of the colour pages for Server Components. The texts only the server renders
 * (catalogue, SEO, cards, metadata) live in messages/colours.fr.json so they are not sent to the
 * browser with fr.json on every page; the interactive parts' texts stay in fr.json « colours »
 * (useTranslations). Reads no request data: safe inside 'use cache'.
 */
const colourMessages = { colours: { ...messages.colours, ...pageMessages } };

export const colourText = once(() =>
  createTranslator({ locale: LOCALE, messages: colourMessages, namespace: 'colours' }),
);
