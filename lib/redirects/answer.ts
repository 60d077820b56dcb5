import 'server-only';
import { resolveCheck, resolveLookup } from './resolve';
import { decideRedirect, redirect, type Decision } from './rules';

export type Answer = { location: string; status: 301 | 302; row?: string };

/**
 * The answer a decision leads to: a redirect (location and status, and the legacy_redirects row
 * that gave it), or null for Next's router. The proxy's answer for every request, and the
 * admin's « tester une adresse » (which does not count a hit).
 */
export async function answerOf(
  decision: Decision,
  options: { countHit?: boolean } = {},
): Promise<Answer | null> {
  if (decision.type === 'pass') return null;
  if (decision.type === 'redirect') return decision;
  if (decision.type === 'lookup') return resolveLookup(decision.lookup, options);
  const answer = await resolveCheck(decision.check);
  // No such page: its own 404 where it is (never a redirect into a 404).
  if (!answer.location) return null;
  if (answer.location === decision.path) {
    return decision.otherwise.type === 'redirect' ? decision.otherwise : null;
  }
  const target = redirect(`${answer.location}${decision.query}`);
  return target.type === 'redirect' ? { location: target.location, status: answer.status } : null;
}

/** What the shop answers for a path typed by an admin (`/produit/x?a=1` or a full old URL). */
export async function answerForAddress(pathname: string, search: string): Promise<Answer | null> {
  return answerOf(decideRedirect(pathname, search), { countHit: false });
}
