import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { signInPath } from '@/lib/auth/sign-in-path';
import { getCaller, isAdmin, isSignedIn, type Admin, type SignedIn } from './index';

/**
 * The admin area's page guard: a visitor is sent to sign in (then back), a signed-in customer
 * who is not a verified administrator gets the not-found page (no admin content is ever
 * rendered for them). Admin actions check the role again themselves (`adminAction`), and so
 * do the admin reads of the data layer.
 */
export async function requireAdminPage(path: string): Promise<Admin> {
  const caller = await getCaller();
  if (!isSignedIn(caller)) redirect(signInPath(path));
  if (!isAdmin(caller)) notFound();
  return caller;
}

/** Account pages: a visitor is sent to sign in, then back to `path`. */
export async function requireCustomerPage(path: string): Promise<SignedIn> {
  const caller = await getCaller();
  if (!isSignedIn(caller)) redirect(signInPath(path));
  return caller;
}
