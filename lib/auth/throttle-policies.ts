import type { ThrottlePolicy } from '@/lib/security/throttle';

/** Brute-force limits of the account forms (counted in Postgres, shared by every instance). */
export const THROTTLE = {
  /** Wrong passwords for one e-mail: 5 per 15 minutes, then 15 minutes blocked. */
  loginEmail: { name: 'login-email', points: 5, durationSeconds: 900, blockSeconds: 900 },
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
