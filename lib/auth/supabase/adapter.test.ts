/**
 * The Supabase adapter's glue, with a fake Supabase client (no network here): what it asks
 * Supabase and how it reads the answers. Not run against a live Supabase project.
 */
import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { memoryJar } from '@/tests/support/auth';
import { createSupabaseAuth } from './adapter';
import { updateSupabaseSession, withRefreshedCookies } from './proxy';
import { NextResponse } from 'next/server';

function fakeAuth(overrides: Record<string, unknown> = {}) {
  return {
    getClaims: vi.fn(async () => ({
      data: { claims: { sub: 'u-1', email: 'a@b.fr' } },
      error: null,
    })),
    signInWithPassword: vi.fn(async () => ({
      data: { user: { id: 'u-1', email: 'a@b.fr' } },
      error: null,
    })),
    signUp: vi.fn(async () => ({
      data: { user: { id: 'u-2', email: 'n@b.fr', identities: [{}] }, session: null },
      error: null,
    })),
    signOut: vi.fn(async () => ({ error: null })),
    resetPasswordForEmail: vi.fn(async () => ({ data: {}, error: null })),
    verifyOtp: vi.fn(async () => ({ data: { user: { id: 'u-1' } }, error: null })),
    updateUser: vi.fn(async () => ({
      data: { user: { id: 'u-1', email: 'a@b.fr' } },
      error: null,
    })),
    ...overrides,
  };
}

function adapter(auth: ReturnType<typeof fakeAuth>, saveProfile = vi.fn(async () => {})) {
  return {
    saveProfile,
    auth: createSupabaseAuth({
      url: 'https://projet.supabase.co',
      anonKey: 'anon',
      cookies: memoryJar(),
      siteUrl: 'https://nuancier.fr',
      saveProfile,
      client: { auth: auth as never },
    }),
  };
}

describe('Supabase adapter glue', () => {
  it('trusts getClaims (a verified JWT), never a stored session', async () => {
    const fake = fakeAuth();
    expect(await adapter(fake).auth.currentUser()).toEqual({ id: 'u-1', email: 'a@b.fr' });
    const invalid = fakeAuth({
      getClaims: vi.fn(async () => ({ data: null, error: new Error('jwt expired') })),
    });
    expect(await adapter(invalid).auth.currentUser()).toBeNull();
  });

  it('signs up with the spec payload (emailRedirectTo the site, profile data) and saves the profile', async () => {
    const fake = fakeAuth();
    const { auth, saveProfile } = adapter(fake);
    const data = {
      email: 'n@b.fr',
      password: 'motdepasse',
      firstName: 'Nina',
      lastName: 'Bel',
      phone: '',
      isProfessional: true,
      companyName: 'Atelier Bel',
      siret: '73282932000074',
    };
    expect(await auth.signUp(data)).toEqual({
      ok: true,
      user: { id: 'u-2', email: 'n@b.fr' },
      signedIn: false,
    });
    expect(fake.signUp).toHaveBeenCalledWith({
      email: 'n@b.fr',
      password: 'motdepasse',
      options: {
        emailRedirectTo: 'https://nuancier.fr',
        data: {
          first_name: 'Nina',
          last_name: 'Bel',
          is_professional: true,
          company_name: 'Atelier Bel',
          siret: '73282932000074',
        },
      },
    });
    expect(saveProfile).toHaveBeenCalledWith({ id: 'u-2', email: 'n@b.fr' }, data);
  });

  it('reads an existing address (no identities) as « exists », a 429 as throttled', async () => {
    const exists = fakeAuth({
      signUp: vi.fn(async () => ({
        data: { user: { id: 'x', identities: [] }, session: null },
        error: null,
      })),
    });
    expect(await adapter(exists).auth.signUp({} as never)).toEqual({ ok: false, reason: 'exists' });
    const limited = fakeAuth({
      signInWithPassword: vi.fn(async () => ({ data: { user: null }, error: { status: 429 } })),
    });
    expect(await adapter(limited).auth.signIn('a@b.fr', 'x')).toMatchObject({
      reason: 'throttled',
    });
    const wrong = fakeAuth({
      signInWithPassword: vi.fn(async () => ({ data: { user: null }, error: { status: 400 } })),
    });
    expect(await adapter(wrong).auth.signIn('a@b.fr', 'x')).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('sends reset e-mails to /reset-password and sets the password from the link, other sessions out', async () => {
    const fake = fakeAuth();
    const { auth } = adapter(fake);
    await auth.sendResetLink('a@b.fr');
    expect(fake.resetPasswordForEmail).toHaveBeenCalledWith('a@b.fr', {
      redirectTo: 'https://nuancier.fr/reset-password',
    });
    expect(await auth.setNewPassword('hash-du-lien', 'nouveau-secret')).toMatchObject({ ok: true });
    expect(fake.verifyOtp).toHaveBeenCalledWith({ type: 'recovery', token_hash: 'hash-du-lien' });
    expect(fake.updateUser).toHaveBeenCalledWith({ password: 'nouveau-secret' });
    expect(fake.signOut).toHaveBeenCalledWith({ scope: 'others' });
    const expired = fakeAuth({
      verifyOtp: vi.fn(async () => ({ data: { user: null }, error: new Error('expired') })),
    });
    expect(await adapter(expired).auth.setNewPassword('x', 'y')).toEqual({
      ok: false,
      reason: 'invalid-link',
    });
    expect(expired.updateUser).not.toHaveBeenCalled();
  });
});

describe('proxy session refresh (Supabase guide)', () => {
  it('writes refreshed cookies on the request and the response, after getClaims', async () => {
    const request = new NextRequest('https://nuancier.fr/profile', {
      headers: { cookie: 'sb-projet-auth-token=ancien' },
    });
    const createClient = vi.fn(
      (
        _url: string,
        _key: string,
        options: {
          cookies: {
            getAll: () => { name: string; value: string }[];
            setAll: (list: { name: string; value: string; options: object }[]) => void;
          };
        },
      ) => ({
        auth: {
          getClaims: async () => {
            expect(options.cookies.getAll()).toEqual([
              { name: 'sb-projet-auth-token', value: 'ancien' },
            ]);
            options.cookies.setAll([
              {
                name: 'sb-projet-auth-token',
                value: 'nouveau',
                options: { httpOnly: false, path: '/' },
              },
            ]);
            return { data: { claims: { sub: 'u-1' } }, error: null };
          },
        },
      }),
    );
    const response = await updateSupabaseSession(request, {
      url: 'https://projet.supabase.co',
      anonKey: 'anon',
      createClient: createClient as never,
    });
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(request.cookies.get('sb-projet-auth-token')?.value).toBe('nouveau');
    expect(response.cookies.get('sb-projet-auth-token')?.value).toBe('nouveau');
    const redirect = withRefreshedCookies(
      response,
      NextResponse.redirect('https://nuancier.fr/x', 301),
    );
    expect(redirect.cookies.get('sb-projet-auth-token')?.value).toBe('nouveau');
  });
});
