import { createTranslator } from 'next-intl';
import { LOCALE, messages, once } from '@/lib/i18n/server';
import pageMessages from '@/messages/search.fr.json';

/**
 * French texts of the search pages for Server Components. What only the server renders (the
 * results and colour search pages) lives in messages/search.fr.json, so it is not sent to the
 * browser with fr.json on every page; the dropdown's texts stay in fr.json « search »
 * (useTranslations). Reads no request data: safe inside 'use cache'.
 */
const searchMessages = { search: { ...messages.search, ...pageMessages } };

export const searchText = once(() =>
  createTranslator({ locale: LOCALE, messages: searchMessages, namespace: 'search' }),
);
