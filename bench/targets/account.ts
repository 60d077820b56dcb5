import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { BenchTarget } from '../types';

/**
 * Per-request account pages, signed in as the demo individual customer (a session row made
 * for the run, its cookie sent with every request): `/profile` and the session endpoint the
 * header's island calls on every page.
 */
async function sessionCookie({ databaseUrl }: { databaseUrl: string }) {
  const token = randomBytes(32).toString('base64url');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into sessions (id, user_id, expires_at)
       select $1, id, now() + interval '1 day' from users where email = 'particulier@nuancier.fr'`,
      [createHash('sha256').update(token).digest('hex')],
    );
  } finally {
    await client.end();
  }
  return { cookie: `nuancier_session=${token}` };
}

export const targets: BenchTarget[] = [
  { name: 'profil /profile (connecté)', path: '/profile', headers: sessionCookie },
  { name: 'session /api/auth/session', path: '/api/auth/session', headers: sessionCookie },
];
