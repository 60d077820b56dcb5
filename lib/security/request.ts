import 'server-only';
import { headers } from 'next/headers';
import { ipFromHeaders } from './ip';

/**
 * Where the current request comes from (server actions, pages). Outside a request (a script
 * calling the domain) nothing is known: both are null.
 */
export async function requestOrigin(): Promise<{ ip: string | null; userAgent: string | null }> {
  let h: Awaited<ReturnType<typeof headers>>;
  try {
    h = await headers();
  } catch {
    return { ip: null, userAgent: null };
  }
  return { ip: ipFromHeaders(h), userAgent: h.get('user-agent')?.slice(0, 512) ?? null };
}
