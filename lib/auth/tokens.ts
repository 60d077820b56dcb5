import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a cookie or a link (32 bytes, base64url). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored in place of a token: its SHA-256, so a database leak gives no session. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
