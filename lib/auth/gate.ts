import 'server-only';
import type { NextRequest } from 'next/server';
import { clientAddress, UNKNOWN_IP } from '@/lib/security/ip';
import type { CookieJar } from './contract';
import { decideGate, isGated, type GateDecision } from './gate-rules';
import { authFor, callerOf } from './index';

export { isGated, type GateDecision } from './gate-rules';

/** The request's cookies, read-only: the page itself rewrites a sliding session's cookie. */
function readOnlyJar(request: NextRequest): CookieJar {
  return {
    get: (name) => request.cookies.get(name)?.value,
    getAll: () => request.cookies.getAll().map(({ name, value }) => ({ name, value })),
    set: () => undefined,
    delete: () => undefined,
  };
}

export async function gateRequest(request: NextRequest): Promise<GateDecision> {
  const { pathname, search } = request.nextUrl;
  if (!isGated(pathname)) return { type: 'pass' };
  const caller = await callerOf(
    authFor(readOnlyJar(request), {
      ip: clientAddress(request.headers) ?? UNKNOWN_IP,
      userAgent: (request.headers.get('user-agent') ?? '').slice(0, 500),
    }),
  );
  return decideGate(pathname, search, caller);
}
