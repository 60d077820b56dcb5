/**
 * `npm run bench`: builds and starts the shop, then measures each target with autocannon
 * (20 connections, 10 s after a 3 s warm-up) beside a bare static page of the same server,
 * and prints req/s, p50, p99 and the throughput ratio to the baseline.
 * Targets live in bench/targets/*.ts; extra sections (functions, not pages) in bench/sections/*.ts.
 * `--large` runs against the large catalogue database (`npm run seed:large` first).
 * `--quick` shortens each run (3 s) for a smoke check.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { appEnv } from '../scripts/lib/app-env';
import { databaseReady } from '../scripts/lib/database';
import { buildIfNeeded } from '../scripts/lib/next-build';
import type { BenchSection, BenchTarget } from './types';

const large = process.argv.includes('--large');
const quick = process.argv.includes('--quick');
const DURATION = quick ? 3 : 10;
const CONNECTIONS = 20;
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const baseUrl = `http://127.0.0.1:${PORT}`;

type Result = {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

async function measure(target: BenchTarget): Promise<Result> {
  const expected = target.status ?? 200;
  const options = {
    url: `${baseUrl}${target.path}`,
    connections: CONNECTIONS,
    followRedirect: false,
  };
  await autocannon({ ...options, duration: quick ? 1 : 3 });
  const run = await autocannon({ ...options, duration: DURATION, expectBody: undefined });
  const statusKey = `${Math.floor(expected / 100)}xx` as '2xx' | '3xx';
  const unexpected = run.requests.total - (run as unknown as Record<string, number>)[statusKey]!;
  return {
    name: target.name,
    path: target.path,
    rps: run.requests.average,
    p50: run.latency.p50,
    p99: run.latency.p99,
    errors: run.errors + run.timeouts,
    non2xx: unexpected,
  };
}

async function loadModules<T>(folder: string, key: string): Promise<T[]> {
  const dir = path.join(import.meta.dirname, folder);
  if (!fs.existsSync(dir)) return [];
  const out: T[] = [];
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const mod = (await import(path.join(dir, file))) as Record<string, unknown>;
    const value = mod[key];
    if (Array.isArray(value)) out.push(...(value as T[]));
    else if (value) out.push(value as T);
  }
  return out;
}

async function waitForServer(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${baseUrl}/bench-baseline`);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('le serveur ne répond pas');
}

function row(result: Result, baseline: Result) {
  const ratio = (result.rps / baseline.rps) * 100;
  return [
    result.name.padEnd(34),
    result.rps.toFixed(0).padStart(8),
    `${result.p50.toFixed(1)}`.padStart(8),
    `${result.p99.toFixed(1)}`.padStart(8),
    `${ratio.toFixed(0)} %`.padStart(8),
    result.errors || result.non2xx
      ? `  (${result.errors} erreurs, ${result.non2xx} statuts inattendus)`
      : '',
  ].join(' ');
}

async function main() {
  const url = large
    ? await databaseReady({ database: 'nuancier_large', seed: false })
    : await databaseReady();
  const childEnv = appEnv(url, { SITE_URL: baseUrl, LOG_LEVEL: 'warn' });
  await buildIfNeeded(childEnv, url);
  const server = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(PORT)], {
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitForServer(60_000);
    const targets = (await loadModules<BenchTarget>('targets', 'targets')).filter(
      (t) => !t.largeOnly || large,
    );
    const baseline = await measure({
      name: 'référence (page statique nue)',
      path: '/bench-baseline',
    });
    console.log(
      `\nNuancier — ${CONNECTIONS} connexions, ${DURATION} s par mesure${large ? ', grand catalogue' : ''}`,
    );
    console.log(
      `${'page'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'/réf.'.padStart(8)}`,
    );
    console.log(row(baseline, baseline));
    for (const target of targets) console.log(row(await measure(target), baseline));
    for (const section of await loadModules<BenchSection>('sections', 'section')) {
      await section({ baseUrl, databaseUrl: url, large });
    }
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
