/**
 * The hosted adapter's e-mail change (issue 34): the same password check as the embedded mode
 * before Supabase's own double-confirmed change, and its links applied with their type. A fake
 * Supabase client (no network here).
 */
import { describe, expect, it, vi } from 'vitest';
import { createSupabaseAuth } from '@/lib/auth/supabase/adapter';
import { memoryJar } from '@/tests/support/auth';

function fake(overrides: Record<string, unknown> = {}) {
  return {
    signInWithPassword: vi.fn(async () => ({ data: { user: { id: 'u-1' } }, error: null })),
    updateUser: vi.fn(async () => ({ data: { user: { id: 'u-1' } }, error: null })),
    verifyOtp: vi.fn(async () => ({
      data: { user: { id: 'u-1', email: 'nouvelle@b.fr' } },
      error: null,
    })),
    ...overrides,
  };
}

const adapter = (auth: ReturnType<typeof fake>) =>
  createSupabaseAuth({
    url: 'https://projet.supabase.co',
    anonKey: 'anon',
    cookies: memoryJar(),
    siteUrl: 'https://nuancier.fr',
    client: { auth: auth as never },
  });

const me = { id: 'u-1', email: 'ancienne@b.fr' };

describe('hosted e-mail change', () => {
  it('checks the current password before asking Supabase, with the link back to /confirm-email', async () => {
    const auth = fake();
    expect(await adapter(auth).requestEmailChange(me, 'nouvelle@b.fr', 'secret-actuel')).toEqual({
      ok: true,
    });
    expect(auth.signInWithPassword).toHaveBeenCalledWith({
      email: 'ancienne@b.fr',
      password: 'secret-actuel',
    });
    expect(auth.updateUser).toHaveBeenCalledWith(
      { email: 'nouvelle@b.fr' },
      { emailRedirectTo: 'https://nuancier.fr/confirm-email' },
    );
  });

  it('asks nothing of Supabase with a wrong password, and reads 429 as throttled', async () => {
    const wrong = fake({
      signInWithPassword: vi.fn(async () => ({ data: { user: null }, error: { status: 400 } })),
    });
    expect(await adapter(wrong).requestEmailChange(me, 'x@b.fr', 'faux')).toEqual({
      ok: false,
      reason: 'invalid-password',
    });
    expect(wrong.updateUser).not.toHaveBeenCalled();
    const limited = fake({
      signInWithPassword: vi.fn(async () => ({ data: { user: null }, error: { status: 429 } })),
    });
    expect(await adapter(limited).requestEmailChange(me, 'x@b.fr', 'faux')).toEqual({
      ok: false,
      reason: 'throttled',
    });
    // Someone else's password (another account) does not do either.
    const other = fake({
      signInWithPassword: vi.fn(async () => ({ data: { user: { id: 'u-2' } }, error: null })),
    });
    expect(await adapter(other).requestEmailChange(me, 'x@b.fr', 'autre')).toMatchObject({
      ok: false,
    });
    expect(other.updateUser).not.toHaveBeenCalled();
  });

  it('applies a link with its own type; a refused one is an invalid link', async () => {
    const auth = fake();
    expect(await adapter(auth).applyEmailLink('hash', 'email_change')).toEqual({
      ok: true,
      purpose: 'change',
      email: 'nouvelle@b.fr',
    });
    expect(auth.verifyOtp).toHaveBeenCalledWith({ type: 'email_change', token_hash: 'hash' });
    await adapter(auth).applyEmailLink('hash', 'signup');
    expect(auth.verifyOtp).toHaveBeenLastCalledWith({ type: 'signup', token_hash: 'hash' });
    const refused = fake({
      verifyOtp: vi.fn(async () => ({ data: { user: null }, error: { status: 403 } })),
    });
    expect(await adapter(refused).applyEmailLink('vieux', 'email_change')).toEqual({
      ok: false,
      reason: 'invalid-link',
    });
  });
});
