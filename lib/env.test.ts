import { describe, expect, it } from 'vitest';
import { databaseUrl, mailConcurrency, parseEnv, runtimeModeOf, smtpUrl } from './env';

describe('env', () => {
  it('defaults to the embedded mode with nothing configured', () => {
    const e = parseEnv({});
    expect(runtimeModeOf(e)).toEqual({
      database: 'embedded',
      auth: 'local',
      mail: 'outbox',
      payment: { transfer: true, stripe: false },
      analytics: false,
      realtime: 'listen-notify',
    });
    expect(databaseUrl(e)).toBe('postgres://postgres:postgres@127.0.0.1:54329/nuancier');
  });

  it('switches each hosted part on with its keys', () => {
    const e = parseEnv({
      DATABASE_URL: 'postgres://u:p@db.example.com:5432/shop',
      NEXT_PUBLIC_SUPABASE_URL: 'https://abc.supabase.co',
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon',
      STRIPE_SECRET_KEY: 'sk_test_x',
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      SMTP_URL: 'smtp://mail.example.com:587',
      NEXT_PUBLIC_POSTHOG_KEY: 'phc_x',
    });
    expect(runtimeModeOf(e)).toMatchObject({
      database: 'hosted',
      auth: 'supabase',
      mail: 'smtp',
      analytics: true,
      realtime: 'supabase',
    });
    expect(runtimeModeOf(e).payment.stripe).toBe(true);
    // Card payment without one of its three keys would be a dead button or a lost payment.
    for (const missing of [
      'STRIPE_SECRET_KEY',
      'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
      'STRIPE_WEBHOOK_SECRET',
    ] as const) {
      const keys = {
        STRIPE_SECRET_KEY: 'sk_test_x',
        NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      };
      const partial = parseEnv({ ...keys, [missing]: '' });
      expect(runtimeModeOf(partial).payment.stripe, missing).toBe(false);
    }
    expect(databaseUrl(e)).toBe('postgres://u:p@db.example.com:5432/shop');
  });

  it('treats empty strings as unset and rejects malformed values with a French message', () => {
    expect(runtimeModeOf(parseEnv({ DATABASE_URL: '', SMTP_URL: ' ' })).database).toBe('embedded');
    expect(() => parseEnv({ DATABASE_URL: 'pas une url' })).toThrow(/Configuration invalide/);
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/);
  });

  it('delivers e-mail to SMTP_URL, or to the local catcher on its configured port', () => {
    expect(smtpUrl(parseEnv({}))).toBe('smtp://127.0.0.1:1025');
    expect(smtpUrl(parseEnv({ MAIL_CATCHER_SMTP_PORT: '2550' }))).toBe('smtp://127.0.0.1:2550');
    expect(smtpUrl(parseEnv({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }))).toBe(
      'smtps://u:p@mail.example.com:465',
    );
  });

  it('sends 24 e-mails at once to the local catcher, 8 to a provider, or what MAIL_CONCURRENCY says', () => {
    expect(mailConcurrency(parseEnv({}))).toBe(24);
    expect(mailConcurrency(parseEnv({ SMTP_URL: 'smtp://mail.example.com:587' }))).toBe(8);
    expect(mailConcurrency(parseEnv({ MAIL_CONCURRENCY: '12' }))).toBe(12);
    expect(
      mailConcurrency(parseEnv({ SMTP_URL: 'smtp://m.example.com', MAIL_CONCURRENCY: '3' })),
    ).toBe(3);
    expect(() => parseEnv({ MAIL_CONCURRENCY: '0' })).toThrow(/MAIL_CONCURRENCY/);
  });
});
