import { z } from './zod';

/**
 * The one place that reads process.env. Everything else imports `env` or `runtimeMode`.
 * Embedded mode (no configuration) is the default; each hosted key switches its part on.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().url().optional())
  .optional();
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: optionalUrl,
  /** Set by scripts/db.ts when it starts the embedded server; not for people to set. */
  EMBEDDED_DATABASE_URL: optionalUrl,
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  DATA_DIR: z.string().default('.data'),
  SITE_URL: z.string().url().default('http://localhost:3000'),
  PORT: z.coerce.number().int().default(3000),
  NEXT_PUBLIC_SUPABASE_URL: optionalUrl,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: optionalText,
  SUPABASE_SERVICE_ROLE_KEY: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optionalText,
  /**
   * Where the Stripe client sends its API calls instead of https://api.stripe.com. Only for
   * tests: the integration tests and the e2e runner point it at a local fake of the few
   * endpoints the shop uses (tests/support/stripe-fake.ts). Unset in production.
   */
  STRIPE_API_BASE: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Nuancier <boutique@nuancier.fr>'),
  /**
   * The local mail catcher (embedded mode, no SMTP_URL): its SMTP port, where the job worker
   * delivers, and the port of its inbox page (http://127.0.0.1:<port>/).
   */
  MAIL_CATCHER_SMTP_PORT: z.coerce.number().int().min(1024).max(65535).default(1025),
  MAIL_CATCHER_HTTP_PORT: z.coerce.number().int().min(1024).max(65535).default(1080),
  /** Delivery attempts after the first one before an e-mail is marked `failed`. */
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
  /** Seconds before the first retry; doubled at each retry. */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /**
   * E-mails one job worker sends at once (its lanes, and the SMTP connections it keeps open).
   * Unset: 24 towards the local mail catcher (a 10,000 newsletter within two minutes), 8 towards
   * SMTP_URL (mind the provider's limit on simultaneous connections). See mailConcurrency().
   */
  MAIL_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  NEXT_PUBLIC_POSTHOG_KEY: optionalText,
  /** PostHog's EU ingestion host unless another one is given (read at build time). */
  NEXT_PUBLIC_POSTHOG_HOST: z.string().trim().url().default('https://eu.i.posthog.com'),
  /**
   * Secret that signs the links sent by e-mail (newsletter confirmation and unsubscription).
   * Optional: without it, a random key generated on first start is kept in the database
   * (lib/security/link-secret.ts).
   */
  LINK_SIGNING_SECRET: z.string().trim().min(32).optional(),
  /**
   * How long the header dropdown's answers are kept, in the server's memory and in browsers
   * (app/api/search). 0 searches the database on every request.
   */
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /**
   * `1` turns on the test-only pages (the error page's trial, `/essai-erreur`) and the frame
   * render counter (lib/perf/frame-renders.ts). Off by default: they answer 404. (The bench's
   * bare reference is a separate app, bench/lib/bare-app.ts.)
   */
  BENCH_PAGES: z
    .enum(['0', '1', ''])
    .default('0')
    .transform((v) => v === '1'),
  /**
   * `1`: `next build` skips its own type check, the caller having just run `tsc --noEmit` on the
   * same tsconfig.json (npm test's `types` step before its `build` step, scripts/test.ts).
   * Never set for a deployment's build.
   */
  BUILD_TYPES_CHECKED: z
    .enum(['0', '1', ''])
    .default('0')
    .transform((v) => v === '1'),
  /**
   * `0`: `next build` writes no Turbopack cache to `.next/cache` (it takes some 30 s of a build
   * on 2 cores). For a build whose `.next/cache` is never kept: CI's clean clone (.ci/run).
   * Default on: a working copy's next build starts warm.
   */
  BUILD_FS_CACHE: z
    .enum(['0', '1', ''])
    .default('1')
    .transform((v) => v !== '0'),
  /**
   * How many proxies in front of the shop write the client's address into X-Forwarded-For
   * (lib/security/ip.ts). 0: none, the shop's own socket address is the client's (the
   * launchers replace any X-Forwarded-For a client sends). N: the Nth entry from the right.
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Production path (README « Production »): the key Next encrypts Server Functions' closures
   * with, which also salts their ids. Read by `next build` and baked into the build: every
   * instance serving that build agrees, and two builds of the same code with the same key give
   * the same action ids. Base64 of 16, 24 or 32 bytes (`openssl rand -base64 32`). Unset: Next
   * makes one per build directory.
   */
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: z
    .string()
    .trim()
    .refine((v) => v === '' || [16, 24, 32].includes(Buffer.from(v, 'base64').length), {
      message: 'clé AES en base64 de 16, 24 ou 32 octets attendue (openssl rand -base64 32)',
    })
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  /**
   * Next's `deploymentId` (next.config.ts): the same for every instance of one deployment, so a
   * page from one instance and a request to another agree. Unset: the build's fingerprint of
   * code and configuration (scripts/lib/next-build.ts).
   */
  DEPLOYMENT_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{0,64}$/)
    .transform((v) => (v === '' ? undefined : v))
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof schema>;

function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Configuration invalide :\n${lines.join('\n')}`);
  }
  return parsed.data;
}

export const env: Env = parseEnv(process.env);

export type RuntimeMode = {
  database: 'embedded' | 'hosted';
  auth: 'local' | 'supabase';
  mail: 'outbox' | 'smtp';
  payment: { transfer: true; stripe: boolean };
  analytics: boolean;
  realtime: 'listen-notify' | 'supabase';
};

export function runtimeModeOf(e: Env): RuntimeMode {
  const supabase = Boolean(e.NEXT_PUBLIC_SUPABASE_URL && e.NEXT_PUBLIC_SUPABASE_ANON_KEY);
  return {
    database: e.DATABASE_URL ? 'hosted' : 'embedded',
    auth: supabase ? 'supabase' : 'local',
    mail: e.SMTP_URL ? 'smtp' : 'outbox',
    // Card payment needs all three keys: the secret one creates PaymentIntents, the
    // publishable one loads the Payment Element, the webhook secret lets payments be recorded.
    payment: {
      transfer: true,
      stripe: Boolean(
        e.STRIPE_SECRET_KEY && e.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET,
      ),
    },
    analytics: Boolean(e.NEXT_PUBLIC_POSTHOG_KEY),
    realtime: supabase ? 'supabase' : 'listen-notify',
  };
}

export const runtimeMode = runtimeModeOf(env);

export { parseEnv };

/**
 * Where the worker delivers e-mail: SMTP_URL when set, otherwise the local mail catcher that
 * `npm start` runs beside the shop.
 */
export function smtpUrl(e: Env = env): string {
  return e.SMTP_URL ?? `smtp://127.0.0.1:${e.MAIL_CATCHER_SMTP_PORT}`;
}

/**
 * Lanes of one job worker (docs/decisions/email-throughput.md): MAIL_CONCURRENCY when set;
 * otherwise 24 towards the local catcher, which keeps up with them, and 8 towards a provider,
 * whose connection limit is unknown. Each lane holds a database connection while it sends.
 */
export function mailConcurrency(e: Env = env): number {
  return e.MAIL_CONCURRENCY ?? (e.SMTP_URL ? 8 : 24);
}

/** Connection string of the database in use, embedded or hosted. */
export function databaseUrl(e: Env = env): string {
  if (e.DATABASE_URL) return e.DATABASE_URL;
  if (e.EMBEDDED_DATABASE_URL) return e.EMBEDDED_DATABASE_URL;
  return `postgres://postgres:postgres@127.0.0.1:${e.EMBEDDED_PG_PORT}/nuancier`;
}
