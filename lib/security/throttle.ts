import 'server-only';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { getPool } from '@/lib/db/client';

/**
 * Throttling with `rate-limiter-flexible` on its Postgres store (table `rate_limits`, migration
 * 0006), so every server instance counts the same attempts. One limiter per policy, created on
 * first use; keys are what is throttled (an e-mail, an IP), prefixed by the policy's name.
 */
export type ThrottlePolicy = {
  /** Short stable name, used as the key prefix (`login-email`, `contact-ip`…). */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  /** Window, in seconds. */
  durationSeconds: number;
  /** Once the attempts are used, how long the key stays blocked, in seconds (default: the window). */
  blockSeconds?: number;
};

export type ThrottleVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const holder = globalThis as unknown as { __nuancierLimiters?: Map<string, RateLimiterPostgres> };
holder.__nuancierLimiters ??= new Map();

function limiterFor(policy: ThrottlePolicy): RateLimiterPostgres {
  const limiters = holder.__nuancierLimiters!;
  let limiter = limiters.get(policy.name);
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: getPool(),
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix: policy.name,
      points: policy.points,
      duration: policy.durationSeconds,
      blockDuration: policy.blockSeconds ?? 0,
    });
    limiters.set(policy.name, limiter);
  }
  return limiter;
}

function verdictOf(error: unknown): ThrottleVerdict {
  if (error instanceof RateLimiterRes) {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
  }
  throw error;
}

/** Counts one attempt for `key`; refused once the policy's attempts are used. */
export async function consume(policy: ThrottlePolicy, key: string): Promise<ThrottleVerdict> {
  try {
    await limiterFor(policy).consume(key.toLowerCase());
    return { allowed: true };
  } catch (error) {
    return verdictOf(error);
  }
}

/** Gives back one attempt counted for `key` (an attempt that turned out legitimate). */
export async function refund(policy: ThrottlePolicy, key: string): Promise<void> {
  await limiterFor(policy).reward(key.toLowerCase(), 1);
}

/** Forgets the attempts of `key` (after a successful sign-in). */
export async function reset(policy: ThrottlePolicy, key: string): Promise<void> {
  await limiterFor(policy).delete(key.toLowerCase());
}
