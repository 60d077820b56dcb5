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

type Probe = { at: number; up: boolean; pending?: Promise<boolean> };
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

async function probe(url: string): Promise<boolean> {
  try {
    await probePool(url).query('select 1');
    return true;
  } catch {
    return false;
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
  const pending = probe(url).then((up) => {
    probes.set(url, { at: Date.now(), up });
    return up;
  });
  probes.set(url, { at: kept?.at ?? 0, up: kept?.up ?? false, pending });
  return kept?.up ? true : pending;
}
