import 'server-only';
import { requestInfo } from '@/lib/auth/request';
import { consume, type ThrottlePolicy } from '@/lib/security/throttle';
import { ActionError } from './client';

/**
 * The guards of the public forms (contact, newsletter, contest):
 * - a honeypot field (`website`), hidden from people and filled by bots: such a submission is
 *   answered as a success and dropped (`isBot`);
 * - throttling per IP and per e-mail (rate-limiter-flexible on Postgres, shared by every server
 *   instance), refused with the form's French message.
 */
export function isBot(input: { website?: string | null }): boolean {
  return typeof input.website === 'string' && input.website.trim() !== '';
}

export async function throttlePublicForm(options: {
  perIp: ThrottlePolicy;
  perEmail: ThrottlePolicy;
  email: string;
  message: string;
}): Promise<void> {
  const { ip } = await requestInfo();
  const byIp = await consume(options.perIp, ip);
  if (!byIp.allowed) throw new ActionError(options.message);
  const byEmail = await consume(options.perEmail, options.email.trim().toLowerCase());
  if (!byEmail.allowed) throw new ActionError(options.message);
}
