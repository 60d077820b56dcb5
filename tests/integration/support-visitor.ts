import { vi } from 'vitest';

/**
 * Integration tests call Server Actions outside a request: there is no cookie to read, so the
 * caller is a visitor (`getCaller` would otherwise ask Next for a request scope), and the
 * request has no headers (no known address: the public forms throttle it as one source).
 */
vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth')>()),
  getCaller: async () => ({ kind: 'visitor' }),
}));
vi.mock('next/headers', () => ({ headers: async () => new Headers() }));
