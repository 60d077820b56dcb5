import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A session row made for the run for a demo account, and the cookie that carries it (sent with
 * every request of a signed-in target).
 */
export async function sessionCookie(databaseUrl: string, email: string) {
  const token = randomBytes(32).toString('base64url');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into sessions (id, user_id, expires_at)
       select $1, id, now() + interval '1 day' from users where email = $2`,
      [createHash('sha256').update(token).digest('hex'), email],
    );
  } finally {
    await client.end();
  }
  return { cookie: `nuancier_session=${token}` };
}
