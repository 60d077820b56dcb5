import 'server-only';
import { sql } from 'drizzle-orm';
import type { Admin } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';
import { env, runtimeMode, smtpUrl, type Env } from '@/lib/env';
import { formatNumber } from '@/lib/format';
import { createTransport } from '@/lib/mail/deliver';
import { stripeClient } from '@/lib/payments/stripe';

/**
 * The health of every part of the shop (`/admin/testing`), each with a real test: the database
 * answers, the job worker has run its every-minute sweep lately, the mail server accepts a
 * connection (SMTP handshake, nothing sent), Stripe's keys are coherent and its API answers
 * with them, Supabase's auth service answers when it is configured. A check never throws: it
 * says what failed, in French, with the time it took.
 */
export const PARTS = ['database', 'jobs', 'smtp', 'stripe', 'supabase'] as const;
export type Part = (typeof PARTS)[number];

export type Health = {
  part: Part;
  state: 'ok' | 'warning' | 'error' | 'off';
  /** French, for the shop owner. */
  summary: string;
  details: string[];
  ms: number;
};

const TIMEOUT_MS = 5_000;

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(
        () => reject(new Error(`${what} : pas de réponse en ${TIMEOUT_MS / 1000} s`)),
        TIMEOUT_MS,
      ).unref(),
    ),
  ]);
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function timed(
  part: Part,
  check: () => Promise<Omit<Health, 'part' | 'ms'>>,
): Promise<Health> {
  const start = performance.now();
  let result: Omit<Health, 'part' | 'ms'>;
  try {
    result = await check();
  } catch (error) {
    result = { state: 'error', summary: 'Échec du test', details: [message(error)] };
  }
  return { part, ms: Math.round(performance.now() - start), ...result };
}

async function database(db: DbHandle) {
  const { rows } = await withTimeout(
    db.execute<{ version: string; size: string; orders: number }>(sql`
      select current_setting('server_version') as version,
             pg_size_pretty(pg_database_size(current_database())) as size,
             (select count(*)::int from orders) as orders`),
    'base de données',
  );
  const row = rows[0]!;
  return {
    state: 'ok' as const,
    summary: 'La base de données répond',
    details: [
      `PostgreSQL ${row.version} (${runtimeMode.database === 'embedded' ? 'base embarquée' : 'base hébergée'})`,
      `Taille : ${row.size}`,
      `${formatNumber(row.orders)} commandes`,
    ],
  };
}

/** The worker runs `email-sweep` every minute (pg-boss cron): its last run says it is alive. */
async function jobs(db: DbHandle) {
  const { rows: schema } = await db.execute<{ ok: boolean }>(
    sql`select to_regclass('pgboss.job') is not null as ok`,
  );
  if (!schema[0]?.ok) {
    return {
      state: 'error' as const,
      summary: "Le service d'envoi n'a jamais démarré",
      details: ['Aucune file de tâches dans la base : lancez le service (npm start le démarre).'],
    };
  }
  const { rows } = await db.execute<{
    last_sweep: string | null;
    failed_day: number;
    waiting: number;
    oldest_email: string | null;
  }>(sql`
    select
      (select max(completed_on) from pgboss.job where name = 'email-sweep' and state = 'completed')::text as last_sweep,
      (select count(*)::int from pgboss.job where state = 'failed' and created_on > now() - interval '1 day') as failed_day,
      (select count(*)::int from pgboss.job where state in ('created', 'retry')) as waiting,
      (select min(created_at) from email_outbox where status = 'queued')::text as oldest_email`);
  const row = rows[0]!;
  const lastSweep = row.last_sweep ? new Date(row.last_sweep) : null;
  const minutes = lastSweep ? (Date.now() - lastSweep.getTime()) / 60_000 : null;
  const alive = minutes !== null && minutes < 3;
  const oldest = row.oldest_email
    ? (Date.now() - new Date(row.oldest_email).getTime()) / 60_000
    : 0;
  const details = [
    lastSweep
      ? `Dernier passage du service : il y a ${Math.max(0, Math.round(minutes!))} min`
      : 'Le service n’a encore jamais tourné',
    `${row.waiting} tâche(s) en attente, ${row.failed_day} en échec sur 24 h`,
  ];
  if (oldest > 5) details.push(`Un e-mail attend depuis ${Math.round(oldest)} min`);
  return {
    state: alive
      ? oldest > 5 || row.failed_day > 0
        ? ('warning' as const)
        : ('ok' as const)
      : ('error' as const),
    summary: alive ? "Le service d'envoi tourne" : "Le service d'envoi ne tourne pas",
    details,
  };
}

/** An SMTP handshake with the configured server (or the local catcher): nothing is sent. */
async function smtp(e: Env) {
  const url = new URL(smtpUrl(e));
  const transport = createTransport(url.toString());
  try {
    await withTimeout(transport.verify(), 'serveur SMTP');
  } finally {
    transport.close();
  }
  return {
    state: 'ok' as const,
    summary: 'Le serveur de messagerie accepte les connexions',
    details: [
      runtimeMode.mail === 'smtp'
        ? `Serveur SMTP ${url.hostname}:${url.port || '25'}`
        : `Boîte de réception locale (127.0.0.1:${url.port}) : les e-mails n'en sortent pas`,
    ],
  };
}

/** The keys' mode (test or live, the same for all), then a call the secret key must allow. */
async function stripe(e: Env) {
  const secret = e.STRIPE_SECRET_KEY;
  const publishable = e.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY;
  if (!secret && !publishable && !e.STRIPE_WEBHOOK_SECRET) {
    return {
      state: 'off' as const,
      summary: 'Paiement par carte désactivé',
      details: ['Aucune clé Stripe configurée : seul le virement est proposé.'],
    };
  }
  const modeOf = (key: string | undefined) =>
    key?.match(/^(?:sk|pk|rk)_(test|live)_/)?.[1] as 'test' | 'live' | undefined;
  const missing = [
    !secret && 'STRIPE_SECRET_KEY',
    !publishable && 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY',
    !e.STRIPE_WEBHOOK_SECRET && 'STRIPE_WEBHOOK_SECRET',
  ].filter(Boolean);
  if (missing.length > 0) {
    return {
      state: 'error' as const,
      summary: 'Configuration Stripe incomplète',
      details: [`Manque : ${missing.join(', ')}. Le paiement par carte n'est pas proposé.`],
    };
  }
  const mode = modeOf(secret);
  if (!mode || mode !== modeOf(publishable)) {
    return {
      state: 'error' as const,
      summary: 'Clés Stripe incohérentes',
      details: [
        'La clé secrète et la clé publique doivent être toutes deux de test, ou toutes deux réelles.',
      ],
    };
  }
  const balance = await withTimeout(stripeClient(e).balance.retrieve(), 'Stripe');
  return {
    state: mode === 'live' ? ('ok' as const) : ('warning' as const),
    summary:
      mode === 'live'
        ? 'Stripe répond (mode réel)'
        : 'Stripe répond (mode test : aucun paiement réel)',
    details: [
      `Compte ${balance.livemode ? 'réel' : 'de test'}`,
      ...(e.STRIPE_API_BASE ? [`API appelée : ${new URL(e.STRIPE_API_BASE).origin}`] : []),
    ],
  };
}

/** Supabase's auth health endpoint, with the public key (hosted mode only). */
async function supabase(e: Env) {
  if (!e.NEXT_PUBLIC_SUPABASE_URL || !e.NEXT_PUBLIC_SUPABASE_ANON_KEY) {
    return {
      state: 'off' as const,
      summary: 'Supabase non configuré',
      details: [
        'Mode embarqué : comptes, fichiers et temps réel sont servis par la boutique elle-même.',
      ],
    };
  }
  const url = new URL('/auth/v1/health', e.NEXT_PUBLIC_SUPABASE_URL);
  const response = await withTimeout(
    fetch(url, { headers: { apikey: e.NEXT_PUBLIC_SUPABASE_ANON_KEY }, cache: 'no-store' }),
    'Supabase',
  );
  if (!response.ok) throw new Error(`Supabase a répondu ${response.status}`);
  return {
    state: 'ok' as const,
    summary: 'Supabase répond',
    details: [
      `${url.origin}${e.SUPABASE_SERVICE_ROLE_KEY ? '' : ' (clé de service absente : stockage des fichiers indisponible)'}`,
    ],
  };
}

/** One part's health, tested now. */
export function checkPart(db: DbHandle, _admin: Admin, part: Part, e: Env = env): Promise<Health> {
  switch (part) {
    case 'database':
      return timed(part, () => database(db));
    case 'jobs':
      return timed(part, () => jobs(db));
    case 'smtp':
      return timed(part, () => smtp(e));
    case 'stripe':
      return timed(part, () => stripe(e));
    case 'supabase':
      return timed(part, () => supabase(e));
  }
}

export function checkAll(db: DbHandle, admin: Admin, e: Env = env): Promise<Health[]> {
  return Promise.all(PARTS.map((part) => checkPart(db, admin, part, e)));
}
