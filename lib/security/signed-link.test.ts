import { describe, expect, it } from 'vitest';
import { signLink, verifyLink } from './signed-link';

const secret = 'un-secret-de-test-de-trente-deux-caracteres';
const now = new Date('2026-05-01T10:00:00Z');
const claims = {
  purpose: 'newsletter-confirm',
  subject: 'julie@example.fr',
  nonce: 'abc',
  expiresAt: new Date('2026-05-03T10:00:00Z'),
};

describe('signed links', () => {
  it('accepts its own token for its purpose until it expires', () => {
    const token = signLink(claims, secret);
    expect(verifyLink(token, 'newsletter-confirm', secret, now)).toEqual({
      ok: true,
      subject: 'julie@example.fr',
      nonce: 'abc',
    });
    expect(
      verifyLink(token, 'newsletter-confirm', secret, new Date('2026-05-03T10:00:00Z')),
    ).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token for another purpose, signed with another secret, or altered', () => {
    const token = signLink(claims, secret);
    expect(verifyLink(token, 'newsletter-unsubscribe', secret, now).ok).toBe(false);
    expect(verifyLink(token, 'newsletter-confirm', `${secret}x`, now).ok).toBe(false);
    const [payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ p: 'newsletter-confirm', s: 'autre@example.fr', n: 'abc', x: 4102444800 }),
    ).toString('base64url');
    expect(verifyLink(`${forged}.${signature}`, 'newsletter-confirm', secret, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(verifyLink(`${payload}.${signature}x`, 'newsletter-confirm', secret, now).ok).toBe(
      false,
    );
    for (const junk of ['', '.', 'a.b.c', null, 42, 'x'.repeat(3000)]) {
      expect(verifyLink(junk, 'newsletter-confirm', secret, now)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
  });
});
