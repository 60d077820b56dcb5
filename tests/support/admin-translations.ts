import messages from '@/messages/admin.fr.json';

/**
 * `useTranslations` for unit tests of admin client components (mocking `next-intl`): the real
 * French texts of messages/admin.fr.json, looked up by path as next-intl would (no values).
 */
export const useTranslations = (namespace: string) => (key: string) =>
  `${namespace}.${key}`
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
