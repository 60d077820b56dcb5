import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring tokens for links sent by e-mail (newsletter confirmation and
 * unsubscription): `<payload>.<signature>`, both base64url; the payload says what the link is
 * for (`purpose`), for whom (`subject`, an e-mail), an optional `nonce` and its expiry. HMAC-SHA256
 * with the server's secret (`linkSigningSecret()` in lib/security/link-secret.ts). Pure, so it is unit-tested.
 */
export type LinkClaims = { purpose: string; subject: string; nonce?: string; expiresAt: Date };
export type LinkCheck =
  | { ok: true; subject: string; nonce: string | null }
  | { ok: false; reason: 'invalid' | 'expired' };

type Payload = { p: string; s: string; n?: string; x: number };

function mac(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function signLink(claims: LinkClaims, secret: string): string {
  const payload: Payload = {
    p: claims.purpose,
    s: claims.subject,
    ...(claims.nonce ? { n: claims.nonce } : {}),
    x: Math.floor(claims.expiresAt.getTime() / 1000),
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${mac(secret, encoded).toString('base64url')}`;
}

export function verifyLink(
  token: unknown,
  purpose: string,
  secret: string,
  now: Date = new Date(),
): LinkCheck {
  if (typeof token !== 'string' || token.length > 2000) return { ok: false, reason: 'invalid' };
  const [encoded, signature, extra] = token.split('.');
  if (!encoded || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
  const expected = mac(secret, encoded);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  let payload: Partial<Payload>;
  try {
    payload = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')) as Partial<Payload>;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (payload.p !== purpose || typeof payload.s !== 'string' || typeof payload.x !== 'number') {
    return { ok: false, reason: 'invalid' };
  }
  if (payload.x * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, subject: payload.s, nonce: typeof payload.n === 'string' ? payload.n : null };
}
