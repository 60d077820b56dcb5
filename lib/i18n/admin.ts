import 'server-only';
import { createTranslator } from 'next-intl';
import messages from '@/messages/admin.fr.json';
import { LOCALE, once } from './server';

const make = once(() => createTranslator({ locale: LOCALE, messages, namespace: 'admin' }));

/**
 * Texts of the admin area for Server Components and admin actions. They live in their own file
 * so the storefront's pages never download them; admin client components get them from the
 * admin frame's provider (`components/admin/admin-intl.tsx`).
 */
export function getAdminT() {
  return make();
}
