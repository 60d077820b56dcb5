import 'server-only';
import { notFound } from 'next/navigation';
import { getCaller, isAdmin, type Admin } from './index';

/**
 * The admin area's page guard: anyone who is not a verified administrator gets the not-found
 * page (no admin content is ever rendered for them). Admin actions check the role again
 * themselves (`adminAction`), and so do the admin reads of the data layer.
 */
export async function requireAdminPage(): Promise<Admin> {
  const caller = await getCaller();
  if (!isAdmin(caller)) notFound();
  return caller;
}
