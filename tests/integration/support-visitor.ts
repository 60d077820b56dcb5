import { vi } from 'vitest';

/**
 * Integration tests call Server Actions outside a request: there is no cookie to read, so the
 * caller is a visitor (`getCaller` would otherwise ask Next for a request scope).
 */
vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth')>()),
  getCaller: async () => ({ kind: 'visitor' }),
}));
