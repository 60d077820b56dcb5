/**
 * Issue 34 §6: the key of the e-mailed newsletter links is no constant of the repository. Without
 * LINK_SIGNING_SECRET (the integration setup sets none), it is generated on first use and kept in
 * the database, the same for every server process; a link signed with the former public
 * development key is refused; a link the shop signs is accepted.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb, createPool, getDb } from '@/lib/db/client';
import { databaseUrl, env } from '@/lib/env';
import {
  confirmSubscription,
  subscribeToNewsletter,
  unsubscribe,
  unsubscribeLinks,
} from '@/lib/newsletter/subscriptions';
import { LINK_SECRET_NAME, linkSigningSecret, sharedSecret } from '@/lib/security/link-secret';
import { signLink } from '@/lib/security/signed-link';

const db = getDb();

/** The key lib/env.ts held until issue 34: public, so anyone could sign any link with it. */
const FORMER_PUBLIC_KEY = 'nuancier-dev-only-link-secret-never-in-production';

async function storedSecrets(): Promise<string[]> {
  const result = await db.execute<{ value: string }>(
    sql`select value from app_secrets where name = ${LINK_SECRET_NAME}`,
  );
  return result.rows.map((r) => r.value);
}

function tokenOf(url: string): string {
  return new URL(url).searchParams.get('jeton')!;
}

describe('the key of e-mailed links', () => {
  it('two processes reading it first at the same time get one and the same key', async () => {
    expect(env.LINK_SIGNING_SECRET).toBeUndefined();
    // Two pools stand for two server processes.
    const pools = [createPool(databaseUrl(), 4), createPool(databaseUrl(), 4)];
    const [a, b] = pools.map(createDb);
    try {
      for (let round = 0; round < 8; round++) {
        await db.execute(sql`delete from app_secrets where name = ${LINK_SECRET_NAME}`);
        const read = await Promise.all([
          sharedSecret(a!, LINK_SECRET_NAME),
          sharedSecret(b!, LINK_SECRET_NAME),
          sharedSecret(a!, LINK_SECRET_NAME),
          sharedSecret(b!, LINK_SECRET_NAME),
        ]);
        expect(new Set(read).size).toBe(1);
        expect(await storedSecrets()).toEqual([read[0]]);
        // 32 random bytes, base64url.
        expect(Buffer.from(read[0]!, 'base64url')).toHaveLength(32);
      }
    } finally {
      await Promise.all(pools.map((p) => p.end()));
    }
  });

  it('signs with the stored key, and a new database gets a key of its own', async () => {
    const first = await linkSigningSecret();
    expect(await storedSecrets()).toEqual([first]);
    expect(await linkSigningSecret()).toBe(first);
    await db.execute(sql`delete from app_secrets where name = ${LINK_SECRET_NAME}`);
    const other = await sharedSecret(db, LINK_SECRET_NAME);
    expect(other).not.toBe(first);
    await db.execute(sql`update app_secrets set value = ${first} where name = ${LINK_SECRET_NAME}`);
  });

  it('LINK_SIGNING_SECRET, when set, is the key', async () => {
    const configured = 'une-cle-de-deploiement-de-plus-de-32-caracteres';
    expect(await linkSigningSecret({ ...env, LINK_SIGNING_SECRET: configured })).toBe(configured);
  });

  it('a link the shop signs round-trips; one signed with the former public key is refused', async () => {
    const email = 'cle-des-liens@example.fr';
    await db.execute(sql`delete from rate_limits`);
    expect(await subscribeToNewsletter(db, email)).toBe('confirmation-sent');
    const [mail] = (
      await db.execute<{ text: string }>(
        sql`select text from email_outbox where to_address = ${email} order by created_at desc limit 1`,
      )
    ).rows;
    const confirm = /https?:\/\/\S+\/newsletter\/confirm\?jeton=[\w.-]+/.exec(mail!.text)![0];

    const [row] = (
      await db.execute<{ nonce: string }>(
        sql`select confirm_token as nonce from newsletter_subscribers where email = ${email}`,
      )
    ).rows;
    const forged = {
      confirm: signLink(
        {
          purpose: 'newsletter-confirm',
          subject: email,
          nonce: row!.nonce,
          expiresAt: new Date(Date.now() + 3600_000),
        },
        FORMER_PUBLIC_KEY,
      ),
      unsubscribe: signLink(
        {
          purpose: 'newsletter-unsubscribe',
          subject: email,
          expiresAt: new Date(Date.now() + 3600_000),
        },
        FORMER_PUBLIC_KEY,
      ),
    };
    expect(await confirmSubscription(db, forged.confirm)).toBe('invalid');
    expect(await confirmSubscription(db, tokenOf(confirm))).toBe('done');

    expect(await unsubscribe(db, forged.unsubscribe)).toBe('invalid');
    const subscribed = await db.execute<{ unsubscribed: boolean }>(
      sql`select unsubscribed_at is not null as unsubscribed from newsletter_subscribers where email = ${email}`,
    );
    expect(subscribed.rows).toEqual([{ unsubscribed: false }]);

    const links = unsubscribeLinks(await linkSigningSecret(), email);
    expect(await unsubscribe(db, tokenOf(links.pageUrl))).toBe('done');
    expect(await unsubscribe(db, tokenOf(links.oneClickUrl))).toBe('already');
  });
});
