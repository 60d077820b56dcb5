import type { BackoffPolicy } from '@/lib/security/backoff';
import type { ThrottlePolicy } from '@/lib/security/throttle';

/**
 * Brute-force limits of the account forms (counted in Postgres, shared by every instance).
 * A sign-in attempt is counted before its password is checked (issue 34, section 4).
 */
export const THROTTLE = {
  /** Wrong passwords for one account from any address: a ceiling far above any owner's. */
  loginAccount: { name: 'login-account', points: 100, durationSeconds: 3600 },
  /** Wrong passwords from one address, whatever the e-mail. */
  loginIp: { name: 'login-ip', points: 30, durationSeconds: 900, blockSeconds: 900 },
  /** Accounts created from one address. */
  signUpIp: { name: 'signup-ip', points: 20, durationSeconds: 3600 },
  /** Reset e-mails to one address. */
  resetEmail: { name: 'reset-email', points: 3, durationSeconds: 3600 },
  /** Password checks of e-mail change requests, per account (counted before the check). */
  emailChange: { name: 'email-change', points: 5, durationSeconds: 900, blockSeconds: 900 },
  /** Sign-up confirmation links sent again, per account. */
  confirmResend: { name: 'confirm-resend', points: 3, durationSeconds: 3600 },
  /** « Someone tried to create an account » notices to one address. */
  signUpNotice: { name: 'signup-notice', points: 3, durationSeconds: 3600 },
} satisfies Record<string, ThrottlePolicy>;

/**
 * Wrong passwords for one account from one address: 5 free, then 1 minute, 2, 4… up to an
 * hour between attempts, forgotten a day after the last wait. Only that pair waits: the owner,
 * from another address, still signs in.
 */
export const LOGIN_PAIR = {
  name: 'login-pair',
  freeAttempts: 5,
  firstDelaySeconds: 60,
  maxDelaySeconds: 3600,
  memorySeconds: 86_400,
} satisfies BackoffPolicy;

/** The key of one (account, address) pair: the address first, so one e-mail's keys share a tail. */
export function loginPairKey(email: string, ip: string): string {
  return `${ip}|${email.toLowerCase()}`;
}
