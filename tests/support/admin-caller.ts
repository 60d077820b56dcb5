import { randomUUID } from 'node:crypto';
import { vi } from 'vitest';
import type { Admin, Caller, SignedIn } from '@/lib/auth/caller';

/**
 * Admin actions called outside a request: `getCaller` answers with whoever the test says is
 * calling, and `updateTag` records the tags a write invalidates (so a test can check them).
 * Import this module first in a test file (its mocks are hoisted).
 */
export const calling: { caller: Caller } = { caller: { kind: 'visitor' } };
export const invalidated: string[] = [];

vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth')>()),
  getCaller: async () => calling.caller,
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
vi.mock('next/cache', async (importOriginal) => ({
  ...(await importOriginal<typeof import('next/cache')>()),
  updateTag: (tag: string) => invalidated.push(tag),
  revalidateTag: (tag: string) => invalidated.push(tag),
}));

export const VISITOR: Caller = { kind: 'visitor' };

export function customer(): SignedIn {
  return {
    kind: 'customer',
    userId: randomUUID(),
    email: 'client@example.fr',
    isAdmin: false,
    isVerifiedProfessional: false,
  };
}

export function admin(): Admin {
  return {
    kind: 'customer',
    userId: randomUUID(),
    email: 'admin@example.fr',
    isAdmin: true,
    isVerifiedProfessional: false,
  };
}
