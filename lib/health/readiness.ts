import 'server-only';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database } from '@/lib/db/client';
import { workerHeartbeat } from '@/lib/jobs/heartbeat';
import journal from '@/supabase/migrations/meta/_journal.json';

/**
 * Readiness of one server for load balancers and uptime checks (`GET /api/health`): the
 * database answers, every migration this build carries is applied, a job worker beat lately
 * (lib/jobs/heartbeat.ts), the mail server greets. Each check has a short timeout; the answer
 * holds no address, version or message that would tell a stranger more than "what is down".
 */
const CHECKS = ['database', 'migrations', 'worker', 'smtp'] as const;
type CheckName = (typeof CHECKS)[number];

type CheckResult = { ok: boolean };
export type Readiness = {
  status: 'ok' | 'unavailable';
  /** The names of the failing checks, in CHECKS order (empty when ready). */
  failing: CheckName[];
  checks: Record<CheckName, CheckResult> & { worker: CheckResult & { ageSeconds: number | null } };
};

/** Each check gives up after this long (a load balancer waits a few seconds at most). */
const CHECK_TIMEOUT_MS = 2_000;
/** SMTP's answer is kept this long: a load balancer polling every second opens no connection each time. */
export const SMTP_CACHE_MS = 5_000;

/** The newest migration this build was made with (`when` of the journal's last entry). */
const BUILD_MIGRATION = journal.entries.reduce((max, e) => Math.max(max, e.when), 0);

function withTimeout<T>(promise: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function passes(check: () => Promise<boolean>): Promise<boolean> {
  try {
    return await withTimeout(check());
  } catch {
    return false;
  }
}

/**
 * Every migration of the build is recorded in drizzle's table: drizzle's own rule (a migration
 * is pending when its `when` is after the newest applied one's `created_at`).
 */
async function migrationsApplied(db: Database): Promise<boolean> {
  const { rows } = await db.execute<{ last: string | null }>(
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  );
  const last = rows[0]?.last;
  return last != null && Number(last) >= BUILD_MIGRATION;
}

type SmtpMemo = { at: number; ok: Promise<boolean> };
const memo = globalThis as unknown as { __nuancierSmtpHealth?: Map<string, SmtpMemo> };
memo.__nuancierSmtpHealth ??= new Map();

/** Greeting and EHLO only (STARTTLS when offered): no login, nothing sent. */
async function smtpGreets(url: string): Promise<boolean> {
  const parsed = new URL(url);
  const transport = nodemailer.createTransport({
    host: parsed.hostname,
    port: Number(parsed.port) || (parsed.protocol === 'smtps:' ? 465 : 25),
    secure: parsed.protocol === 'smtps:',
    connectionTimeout: CHECK_TIMEOUT_MS,
    greetingTimeout: CHECK_TIMEOUT_MS,
    socketTimeout: CHECK_TIMEOUT_MS,
  });
  try {
    return await transport.verify();
  } finally {
    transport.close();
  }
}

/** SMTP's state, asked at most once per SMTP_CACHE_MS per server (callers share the answer). */
function smtpReachable(url: string, now: number): Promise<boolean> {
  const cache = memo.__nuancierSmtpHealth!;
  const kept = cache.get(url);
  if (kept && now - kept.at < SMTP_CACHE_MS) return kept.ok;
  const ok = passes(() => smtpGreets(url));
  cache.set(url, { at: now, ok });
  return ok;
}

export async function readiness(options: {
  db: Database;
  smtpUrl: string;
  now?: number;
}): Promise<Readiness> {
  const { db, smtpUrl } = options;
  const [database, migrations, beat, smtp] = await Promise.all([
    passes(async () => {
      await db.execute(sql`select 1`);
      return true;
    }),
    passes(() => migrationsApplied(db)),
    withTimeout(workerHeartbeat(db)).catch(() => null),
    smtpReachable(smtpUrl, options.now ?? Date.now()),
  ]);
  const checks = {
    database: { ok: database },
    migrations: { ok: migrations },
    worker: {
      ok: beat?.fresh === true,
      ageSeconds: beat?.ageMs == null ? null : Math.round(beat.ageMs / 1000),
    },
    smtp: { ok: smtp },
  };
  const failing = CHECKS.filter((name) => !checks[name].ok);
  return { status: failing.length === 0 ? 'ok' : 'unavailable', failing, checks };
}
