import type { Caller } from './caller';
import { signInPath } from './sign-in-path';

/**
 * The proxy's gate in front of the pages that need an account. With Cache Components a page's
 * own guard runs while its shell is already streaming, so its `notFound()` or `redirect()`
 * arrives under a 200. The gate answers first, with the right status: a visitor gets a 307 to
 * sign in (then back), a customer who is not an administrator gets the not-found page with a
 * 404 on `/admin`. It is a courtesy for browsers and crawlers, never the permission check: the
 * admin layout, `adminAction` and the admin reads check the role again in the data layer.
 */
export type GateDecision =
  { type: 'pass' } | { type: 'sign-in'; location: string } | { type: 'not-found' };

const ADMIN = /^\/admin(?:\/|$)/;
const ACCOUNT = /^\/(?:profile|checkout)(?:\/|$)/;

/** Whether the gate has anything to say about this path (no database read otherwise). */
export function isGated(pathname: string): boolean {
  return ADMIN.test(pathname) || ACCOUNT.test(pathname);
}

export function decideGate(pathname: string, search: string, caller: Caller): GateDecision {
  if (!isGated(pathname)) return { type: 'pass' };
  if (caller.kind === 'visitor')
    return { type: 'sign-in', location: signInPath(pathname + search) };
  if (ADMIN.test(pathname) && !caller.isAdmin) return { type: 'not-found' };
  return { type: 'pass' };
}
