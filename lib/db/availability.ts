import pg from 'pg';

/**
 * The database could not answer a lookup the request depends on (the server is down,
 * restarting, unreachable): not a visitor, not a bug. Pages answer the French « service
 * momentanément indisponible » page with a 503 (proxy.ts), routes a 503 with `Retry-After`.
 */
export class ServiceUnavailableError extends Error {
  readonly digest = 'SERVICE_UNAVAILABLE';
  constructor(what: string, options?: { cause?: unknown }) {
    super(`${what} : base de données injoignable`, options);
    this.name = 'ServiceUnavailableError';
  }
}

export const isServiceUnavailable = (error: unknown): error is ServiceUnavailableError =>
  error instanceof ServiceUnavailableError ||
  (error instanceof Error && (error as { digest?: unknown }).digest === 'SERVICE_UNAVAILABLE');

/** Seconds a client is told to wait before trying again (`Retry-After`). */
export const RETRY_AFTER_SECONDS = 30;
/** How long a probe's answer is kept: at most one `select 1` per this time and server. */
const PROBE_CACHE_MS = 2_000;
const PROBE_TIMEOUT_MS = 1_500;

/** `slow`: probes in a row that timed out while the database was up (SLOW_PROBES_DOWN). */
type Probe = { at: number; up: boolean; slow: number; pending?: Promise<boolean> };
/**
 * A database that was up is said down after this many timed-out probes in a row (about 5 s):
 * one slow `select 1` on a busy machine must not answer the « indisponible » page to a
 * shopper; a refused connection is down at once.
 */
const SLOW_PROBES_DOWN = 2;
type Holder = { pools: Map<string, pg.Pool>; probes: Map<string, Probe> };
const holder = globalThis as unknown as { __nuancierAvailability?: Holder };
holder.__nuancierAvailability ??= { pools: new Map(), probes: new Map() };

/** A pool of one connection of its own: a busy app pool must not make the probe wait. */
function probePool(url: string): pg.Pool {
  const { pools } = holder.__nuancierAvailability!;
  let pool = pools.get(url);
  if (!pool) {
    pool = new pg.Pool({
      connectionString: url,
      max: 1,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
      idleTimeoutMillis: 30_000,
    });
    pool.on('error', () => undefined);
    pools.set(url, pool);
  }
  return pool;
}

/**
 * One `select 1`: `up`, `refused` (an answer that it cannot serve: closed port, unknown host,
 * refused login — at once) or `slow` (no answer within PROBE_TIMEOUT_MS: a database that hangs,
 * or only a machine too busy to connect in time).
 */
async function probe(url: string): Promise<'up' | 'refused' | 'slow'> {
  const started = Date.now();
  try {
    await probePool(url).query('select 1');
    return 'up';
  } catch {
    return Date.now() - started >= PROBE_TIMEOUT_MS * 0.9 ? 'slow' : 'refused';
  }
}

/**
 * Whether the database answers, asked at most once per PROBE_CACHE_MS. While it was up, the
 * kept answer is given at once and a probe refreshes it in the background (no request waits
 * for it); while it was down, the request waits for the fresh probe, so a database back is
 * served again at once.
 */
export async function databaseAvailable(url: string, now = Date.now()): Promise<boolean> {
  const { probes } = holder.__nuancierAvailability!;
  const kept = probes.get(url);
  if (kept && now - kept.at < PROBE_CACHE_MS) return kept.up;
  if (kept?.pending) return kept.up ? kept.up : kept.pending;
  const pending = probe(url).then((answer) => {
    const slow = answer === 'slow' ? (kept?.slow ?? 0) + 1 : 0;
    const up = answer === 'up' || (answer === 'slow' && !!kept?.up && slow < SLOW_PROBES_DOWN);
    probes.set(url, { at: Date.now(), up, slow });
    return up;
  });
  probes.set(url, { at: kept?.at ?? 0, up: kept?.up ?? false, slow: kept?.slow ?? 0, pending });
  return kept?.up ? true : pending;
}

/** The probe under way for this database, if any (tests wait for it). */
export function probeInFlight(url: string): Promise<boolean> | undefined {
  return holder.__nuancierAvailability!.probes.get(url)?.pending;
}
