import { NextResponse } from 'next/server';
import { getDb } from '@/lib/db/client';
import { smtpUrl } from '@/lib/env';
import { readiness } from '@/lib/health/readiness';

const NEVER_CACHED = { 'Cache-Control': 'no-store' };

/**
 * For load balancers and uptime checks (docs/operations in the README, « Santé »).
 * - `GET /api/health?live`: liveness, 200 as soon as the process answers, whatever its
 *   dependencies (a supervisor restarts the server on a failure of this one).
 * - `GET /api/health`: readiness, 200 when this server can take orders (the database answers,
 *   its migrations are applied, a job worker beats, the mail server greets), otherwise 503 with
 *   the failing checks named (a load balancer takes the server out of rotation).
 * Never cached (reading the request keeps it out of the build's prerendering), nothing secret.
 */
export async function GET(request: Request) {
  if (new URL(request.url).searchParams.has('live')) {
    return NextResponse.json({ status: 'ok' }, { headers: NEVER_CACHED });
  }
  const answer = await readiness({ db: getDb(), smtpUrl: smtpUrl() });
  return NextResponse.json(answer, {
    status: answer.status === 'ok' ? 200 : 503,
    headers: NEVER_CACHED,
  });
}
