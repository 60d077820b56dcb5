/**
 * `npm run bench`: builds and starts the shop, then builds (once, bench/lib/bare-app.ts) and
 * starts a separate bare Next app whose pages weigh what the shop's pages weigh (their median
 * HTML), and measures each target with autocannon (20 connections, 10 s after a 3 s warm-up)
 * beside the bare app's static page (cached shop pages) or per-request page (`perRequest`
 * targets), and prints req/s, p50, p99 and the throughput ratio to the matching bare page.
 * Targets live in bench/targets/*.ts; extra sections (functions, not pages) in bench/sections/*.ts.
 * `--large` runs against the large catalogue database (`npm run seed:large` first).
 * `--build-only` builds the shop if needed, and the bare app and the ceiling's variants (with
 * `--only=search-pages`, its on-demand variant, bench/lib/ceiling.ts `ON_DEMAND`), then
 * stops (run it under the shared build lock); `--no-build` serves the shop's build that is there;
 * `--server=<path>` serves another standalone build's server.js (with --no-build: before/after).
 * BENCH_BUILD_LOCK=<file>: the bare apps' builds wait for this lock (flock), the measures do not.
 * `--only=plafond.ts`: the ceiling (bench/sections/plafond.ts), the bare app plus one part of the
 * shop at a time; `--only=plafond-pages`: the ceiling page by page (bench/sections/plafond-pages.ts),
 * the bare app with every part at the shop's own addresses, each page of its shop page's weight
 * (`--only=plafond`: both).
 * `--quick` shortens each run (3 s) for a smoke check.
 * `--rounds=N` (default 3, 1 with --quick) measures the bare pages and every target N times,
 * round after round, and prints medians: req/s, p50, p99 and the ratio to the bare page of the
 * same round (these machines are noisy; a round's ratio compares pages measured seconds apart),
 * with the load average at the end of each round.
 * Ports: BENCH_PORT (default 3200) for the shop, +1 for a section's second server, +2 for the
 * bare app.
 * `--only=text` keeps the targets whose name or path contains `text` and the sections whose
 * file name does (e.g. `--only=search`, `--only=couleur`), and the per-request pages that
 * match it (`--only=admin`: the admin lists and the orders section); several texts, comma
 * separated, keep what matches any of them (`--only=/catalogue,recherche`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appEnv } from '../scripts/lib/app-env';
import { databaseReady } from '../scripts/lib/database';
import { buildIfNeeded } from '../scripts/lib/next-build';
import { htmlBytes, prepareBareApp, shopWeight, startBareApp } from './lib/bare-app';
import { prepareCeiling, prepareMirror, prepareOnDemand } from './lib/ceiling';
import { CONNECTIONS, measure, medianColumns, type Measured } from './lib/measure';
import { stopServersOnSignal } from './lib/process-group';
import { startServer } from './lib/server';
import type { BenchSection, BenchTarget } from './types';

const large = process.argv.includes('--large');
const quick = process.argv.includes('--quick');
const DURATION = quick ? 3 : 10;
const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const ROUNDS = Math.max(1, Number(option('rounds') ?? (quick ? 1 : 3)) || 1);
const onlyTexts = option('only')?.split(',').filter(Boolean);
const matches = (...texts: string[]) =>
  !onlyTexts || onlyTexts.some((o) => texts.some((text) => text.includes(o)));
const PORT = Number(process.env.BENCH_PORT ?? 3200);
const baseUrl = `http://127.0.0.1:${PORT}`;

type Result = Measured & { name: string; path: string };

const preparedHeaders = new Map<BenchTarget, Promise<Record<string, string>>>();

async function measureTarget(
  target: BenchTarget,
  databaseUrl: string,
  cpuGroup: number | undefined,
  url = `${baseUrl}${target.path}`,
): Promise<Result> {
  if (target.headers && !preparedHeaders.has(target)) {
    preparedHeaders.set(target, target.headers({ databaseUrl }));
  }
  const run = await measure({
    url,
    duration: DURATION,
    warmup: quick ? 1 : 3,
    expected: target.status ?? 200,
    headers: await (preparedHeaders.get(target) ?? {}),
    cpuGroup,
  });
  return { ...run, name: target.name, path: target.path };
}

/** What each file of bench/<folder> exports under `key`, with the file's name. */
async function loadModules<T>(folder: string, key: string): Promise<Array<[string, T]>> {
  const dir = path.join(import.meta.dirname, folder);
  if (!fs.existsSync(dir)) return [];
  const out: Array<[string, T]> = [];
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    const mod = (await import(path.join(dir, file))) as Record<string, unknown>;
    const value = mod[key];
    const values = Array.isArray(value) ? (value as T[]) : value ? [value as T] : [];
    for (const item of values) out.push([file, item]);
  }
  return out;
}

/** One line of the report: medians over the rounds, ratio to the same round's bare page. */
function row(runs: Result[], baselines: Result[]) {
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  const unexpected = runs.reduce((sum, run) => sum + run.unexpected, 0);
  return [
    runs[0]!.name.padEnd(34),
    ...medianColumns(runs, baselines),
    ROUNDS > 1 ? `   [${runs.map((run) => run.p99.toFixed(0)).join(' / ')}]` : '',
    errors || unexpected ? `  (${errors} erreurs, ${unexpected} statuts inattendus)` : '',
  ].join(' ');
}

async function main() {
  stopServersOnSignal();
  const url = large
    ? await databaseReady({ database: 'nuancier_large', seed: false })
    : await databaseReady();
  const childEnv = appEnv(url, { SITE_URL: baseUrl, LOG_LEVEL: 'warn' });
  if (!process.argv.includes('--no-build')) await buildIfNeeded(childEnv, url);
  // `--server=<path>`: another standalone build's server.js (a saved copy of an earlier build).
  const script = option('server');
  const server = await startServer(childEnv, PORT, script && path.resolve(script));
  let bareApp: Awaited<ReturnType<typeof startBareApp>> | null = null;
  try {
    const allTargets = (await loadModules<BenchTarget>('targets', 'targets')).map(([, t]) => t);
    const targets = allTargets.filter((t) => (!t.largeOnly || large) && matches(t.name, t.path));
    // The bare pages weigh what the shop's pages weigh: the median HTML of its plain pages.
    const weighed = allTargets.filter((t) => !t.status && !t.headers && !t.largeOnly);
    const weight = await shopWeight(weighed.map((t) => `${baseUrl}${t.path}`));
    prepareBareApp(weight);
    // `--build-only`: every build (under the shared build lock); the measures come after. Else
    // the ceiling's variants are built, if needed, when its section comes.
    if (process.argv.includes('--build-only')) {
      if (matches('plafond.ts')) prepareCeiling(weight, baseUrl, process.env);
      if (matches('plafond-pages.ts')) await prepareMirror(weight, baseUrl, process.env);
      if (matches('search-pages.ts')) prepareOnDemand(weight, process.env);
      return;
    }
    bareApp = await startBareApp(PORT + 2);
    const bare = bareApp;
    const bareStatic = { name: 'réf. : page nue statique', path: '/' };
    const barePerRequest = { name: 'réf. : page nue par requête', path: '/par-requete?page=2' };
    const withPerRequest = targets.some((t) => t.perRequest);
    // A target that no longer answers its status (a page moved to a canonical address) would
    // measure something else: say so before the rounds, with where it leads.
    for (const target of targets) {
      if (target.headers && !preparedHeaders.has(target)) {
        preparedHeaders.set(target, target.headers({ databaseUrl: url }));
      }
      const headers = await (preparedHeaders.get(target) ?? {});
      const answer = await fetch(`${baseUrl}${target.path}`, { headers, redirect: 'manual' });
      await answer.arrayBuffer();
      if (answer.status !== (target.status ?? 200)) {
        const location = answer.headers.get('location');
        console.error(
          `[bench] « ${target.name} » (${target.path}) répond ${answer.status}${location ? ` → ${location}` : ''} au lieu de ${target.status ?? 200}`,
        );
      }
    }
    const staticRuns: Result[] = [];
    const perRequestRuns: Result[] = [];
    const loads: number[] = [];
    const runs = new Map<BenchTarget, Result[]>(targets.map((t) => [t, []]));
    for (let round = 0; round < ROUNDS && targets.length > 0; round++) {
      staticRuns.push(await measureTarget(bareStatic, url, bare.pid, bare.staticUrl));
      if (withPerRequest) {
        perRequestRuns.push(await measureTarget(barePerRequest, url, bare.pid, bare.perRequestUrl));
      }
      for (const target of targets)
        runs.get(target)!.push(await measureTarget(target, url, server.pid));
      loads.push(os.loadavg()[0]!);
    }
    const kB = (n: number) => `${(n / 1000).toFixed(0)} kB`;
    console.log(
      `\nNuancier — ${CONNECTIONS} connexions, ${DURATION} s par mesure, ${ROUNDS === 1 ? '1 tour' : `médianes de ${ROUNDS} tours`}${large ? ', grand catalogue' : ''}, ${os.cpus().length} cœurs, charge 1 min en fin de tour : ${loads.map((l) => l.toFixed(1)).join(' / ')}`,
    );
    console.log(
      `Poids HTML médian des pages de la boutique : ${kB(weight)} ; application nue séparée (Next ${nextVersion()}) : statique ${kB(await htmlBytes(bare.staticUrl))}, par requête ${kB(await htmlBytes(bare.perRequestUrl))}`,
    );
    if (targets.length > 0) {
      console.log(
        `${'page'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'/nue'.padStart(8)} ${'CPU ms'.padStart(8)}${ROUNDS > 1 ? '   [p99 par tour]' : ''}`,
      );
      console.log(row(staticRuns, staticRuns));
      if (withPerRequest) console.log(row(perRequestRuns, perRequestRuns));
      for (const target of targets) {
        const reference = target.perRequest ? perRequestRuns : staticRuns;
        console.log(
          `${row(runs.get(target)!, reference)}${target.perRequest ? '  (/nue par requête)' : ''}`,
        );
      }
    }
    for (const [file, section] of await loadModules<BenchSection>('sections', 'section')) {
      // The per-request section keeps its own targets that match `--only` (e.g. `--only=admin`).
      if (matches(file) || file === 'per-request.ts') {
        await section({
          baseUrl,
          databaseUrl: url,
          large,
          bare: { staticUrl: bare.staticUrl, perRequestUrl: bare.perRequestUrl, pid: bare.pid },
          shopPid: server.pid,
          rounds: ROUNDS,
          seconds: DURATION,
          variantPort: PORT + 1,
          weight,
          // Another server of the same build, on the next port, with other settings.
          startServer: (settings) =>
            startServer({ ...childEnv, ...settings }, PORT + 1, script && path.resolve(script)),
        });
      }
    }
  } finally {
    bareApp?.stop();
    server.stop();
  }
}

function nextVersion(): string {
  const file = path.resolve('node_modules', 'next', 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

main().catch((error: unknown) => {
  console.error(`[bench] ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
