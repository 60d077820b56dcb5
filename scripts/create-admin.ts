/**
 * The first administrator of a fresh install:
 *   npm run admin:create -- <email> [password]
 * Embedded mode: creates the account when it does not exist (a password of 8 characters or
 * more is then required) and gives it the verified admin role. Hosted mode (Supabase): the
 * account must exist (signed up on the site); it only receives the role.
 */
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { runtimeMode } from '../lib/env';
import { databaseReady } from './lib/database';

async function main() {
  const [rawEmail, password] = process.argv.slice(2);
  const email = rawEmail?.trim().toLowerCase();
  if (!email || !email.includes('@')) {
    throw new Error('Usage : npm run admin:create -- <email> [mot de passe]');
  }
  const url = await databaseReady({ seed: false });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const table = runtimeMode.auth === 'supabase' ? 'auth.users' : 'public.users';
    let id = (
      await client.query<{ id: string }>(`select id from ${table} where lower(email) = $1`, [email])
    ).rows[0]?.id;
    if (!id) {
      if (runtimeMode.auth === 'supabase') {
        throw new Error(
          `Aucun compte Supabase pour ${email} : inscrivez-vous d'abord sur le site.`,
        );
      }
      if (!password || password.length < 8) {
        throw new Error('Compte inexistant : donnez un mot de passe de 8 caractères au moins.');
      }
      const passwordHash = await hash(password, { memoryCost: 19456, timeCost: 2, parallelism: 1 });
      id = (
        await client.query<{ id: string }>(
          `insert into users (email, password_hash, email_confirmed_at) values ($1, $2, now()) returning id`,
          [email, passwordHash],
        )
      ).rows[0]!.id;
      await client.query(`insert into profiles (id, email) values ($1, $2)`, [id, email]);
    }
    await client.query(
      `insert into user_roles (user_id, role, verified) values ($1, 'admin', true)
       on conflict (user_id, role) do update set verified = true`,
      [id],
    );
    await client.query('commit');
    console.log(`${email} est administrateur (rôle admin vérifié).`);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
