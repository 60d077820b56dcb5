/**
 * `npm run bench`: builds and starts the shop, then builds (once, bench/lib/bare-app.ts) and
 * starts a separate bare Next app with static pages of each shop page's own HTML weight (within
 * one item, ~820 bytes: bench/lib/weights.ts), one of the shop pages' median weight, and a
 * per-request page that renders as many items as asked; it measures each target with autocannon
 * (20 connections, 10 s after a 3 s warm-up) beside the bare pages of its kind (static for cached
 * shop pages, per-request for `perRequest` targets) and prints its weight, its bare page's,
 * req/s, p50, p99, CPU ms per request and two throughput ratios: to the bare page of its own
 * weight (issue 37's « same weight », the primary one) and to the median-weight bare page (the
 * earlier figure; docs/decisions/bench-same-weight-reference.md). Pages without HTML (redirects,
 * JSON, robots.txt) have only the second.
 * Duration: each round measures the median-weight bare page, each distinct weight's bare page
 * once (pages of the same item count share it; about 10 for every target), then every target:
 * 13 s a measure, so about 6 min a round for every target (3 rounds: about 18 min before the
 * sections; before the pages of their own weight, about 11 min).
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
import { answerBytes, prepareBareApp, shopWeight, startBareApp } from './lib/bare-app';
import { prepareCeiling, prepareMirror, prepareOnDemand } from './lib/ceiling';
import { CONNECTIONS, measure, median, medianRatio, type Measured } from './lib/measure';
import { stopServersOnSignal } from './lib/process-group';
import { startServer } from './lib/server';
import { acrossTheCliff, BYTES_PER_ITEM, sameWeightPlan, WIRE_CLIFF } from './lib/weights';
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

/** The target's request headers, prepared once (a session row for a signed-in page). */
function headersOf(target: BenchTarget, databaseUrl: string): Promise<Record<string, string>> {
  if (target.headers && !preparedHeaders.has(target)) {
    preparedHeaders.set(target, target.headers({ databaseUrl }));
  }
  return preparedHeaders.get(target) ?? Promise.resolve({});
}

async function measureTarget(
  target: BenchTarget,
  databaseUrl: string,
  cpuGroup: number | undefined,
  url = `${baseUrl}${target.path}`,
): Promise<Result> {
  const run = await measure({
    url,
    duration: DURATION,
    warmup: quick ? 1 : 3,
    expected: target.status ?? 200,
    headers: await headersOf(target, databaseUrl),
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

const kB = (n: number | undefined) => (n ? `${(n / 1000).toFixed(1)} kB` : '—');
const percent = (ratio: number | undefined) =>
  ratio === undefined ? '—' : `${ratio.toFixed(0)} %`;

/**
 * One line of the report: the page's HTML weight and its bare page's, medians over the rounds,
 * the ratio to the same round's bare page of its own weight (none without HTML) and to the
 * same round's median-weight bare page.
 */
function row(
  runs: Result[],
  weights: { page?: number; bare?: number },
  own: Result[] | undefined,
  medianWeight: Result[],
) {
  const errors = runs.reduce((sum, run) => sum + run.errors, 0);
  const unexpected = runs.reduce((sum, run) => sum + run.unexpected, 0);
  const of = (pick: (m: Measured) => number, digits: number) =>
    median(runs.map(pick)).toFixed(digits).padStart(8);
  return [
    runs[0]!.name.padEnd(38),
    kB(weights.page).padStart(9),
    kB(weights.bare).padStart(9),
    of((m) => m.rps, 0),
    of((m) => m.p50, 1),
    of((m) => m.p99, 1),
    of((m) => m.cpuMsPerRequest, 1),
    percent(own && medianRatio(runs, own)).padStart(11),
    percent(medianRatio(runs, medianWeight)).padStart(9),
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
    const applicable = allTargets.filter((t) => !t.largeOnly || large);
    const targets = applicable.filter((t) => matches(t.name, t.path));
    // The median-weight bare pages weigh the median HTML of the shop's plain pages.
    const weighed = allTargets.filter((t) => !t.status && !t.headers && !t.largeOnly);
    const weight = await shopWeight(weighed.map((t) => `${baseUrl}${t.path}`));
    // Each page's own HTML weight (a redirect has none), for its bare page of the same weight;
    // the build has the static pages of every target, whatever `--only` keeps, so that it is
    // reused from one run to the next.
    const pages = await Promise.all(
      applicable.map(async (target) => {
        const redirect = target.status && target.status >= 300 && target.status < 400;
        const answer = await answerBytes(`${baseUrl}${target.path}`, await headersOf(target, url));
        return {
          target,
          perRequest: target.perRequest,
          weight: redirect ? 0 : answer.html,
          head: answer.head,
        };
      }),
    );
    const plan = sameWeightPlan(pages);
    prepareBareApp(weight, process.env, [], undefined, plan.staticCounts);
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
    const bareStatic = { name: 'réf. : nue statique, poids médian', path: '/' };
    const barePerRequest = {
      name: 'réf. : nue par requête, poids médian',
      path: '/par-requete?page=2',
    };
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
    // The bare pages of the measured targets' own weights, each measured once a round.
    const itemsOf = (target: BenchTarget) =>
      plan.items.get(pages.find((p) => p.target === target)!);
    const countsOf = (perRequest: boolean) =>
      [
        ...new Set(
          targets
            .filter((t) => Boolean(t.perRequest) === perRequest)
            .map(itemsOf)
            .filter((n) => n !== undefined),
        ),
      ].sort((a, b) => a - b);
    const ownStatic = new Map(
      countsOf(false).map((n) => [
        n,
        {
          name: `réf. : nue statique, ${n} articles`,
          url: bare.staticUrlOf(n),
          runs: [] as Result[],
        },
      ]),
    );
    const ownPerRequest = new Map(
      countsOf(true).map((n) => [
        n,
        {
          name: `réf. : nue par requête, ${n} articles`,
          url: bare.perRequestUrlOf(n),
          runs: [] as Result[],
        },
      ]),
    );
    const staticRuns: Result[] = [];
    const perRequestRuns: Result[] = [];
    const loads: number[] = [];
    const runs = new Map<BenchTarget, Result[]>(targets.map((t) => [t, []]));
    for (let round = 0; round < ROUNDS && targets.length > 0; round++) {
      staticRuns.push(await measureTarget(bareStatic, url, bare.pid, bare.staticUrl));
      for (const own of ownStatic.values()) {
        own.runs.push(await measureTarget({ name: own.name, path: '' }, url, bare.pid, own.url));
      }
      if (withPerRequest) {
        perRequestRuns.push(await measureTarget(barePerRequest, url, bare.pid, bare.perRequestUrl));
        for (const own of ownPerRequest.values()) {
          own.runs.push(await measureTarget({ name: own.name, path: '' }, url, bare.pid, own.url));
        }
      }
      for (const target of targets)
        runs.get(target)!.push(await measureTarget(target, url, server.pid));
      loads.push(os.loadavg()[0]!);
    }
    // The bare pages' real weights: each must be within one item of its shop pages.
    const bareAnswers = new Map<string, { html: number; head: number }>();
    for (const page of [
      bare.staticUrl,
      bare.perRequestUrl,
      ...[...ownStatic.values(), ...ownPerRequest.values()].map((o) => o.url),
    ]) {
      bareAnswers.set(page, await answerBytes(page));
    }
    const bareWeights = new Map([...bareAnswers].map(([page, answer]) => [page, answer.html]));
    const ownOf = (target: BenchTarget) => {
      const n = itemsOf(target);
      return n === undefined ? undefined : (target.perRequest ? ownPerRequest : ownStatic).get(n);
    };
    for (const target of targets) {
      const own = ownOf(target);
      const page = pages.find((p) => p.target === target)!.weight;
      const gap = own ? Math.abs(bareWeights.get(own.url)! - page) : 0;
      if (gap > BYTES_PER_ITEM) {
        console.error(
          `[bench] « ${target.name} » : ${page} o, sa page nue ${bareWeights.get(own!.url)} o (écart ${gap} o, plus d'un article : BYTES_PER_ITEM ou FRAME_BYTES à revoir, bench/lib/weights.ts)`,
        );
      }
    }
    console.log(
      `\nNuancier — ${CONNECTIONS} connexions, ${DURATION} s par mesure, ${ROUNDS === 1 ? '1 tour' : `médianes de ${ROUNDS} tours`}${large ? ', grand catalogue' : ''}, ${os.cpus().length} cœurs, charge 1 min en fin de tour : ${loads.map((l) => l.toFixed(1)).join(' / ')}`,
    );
    console.log(
      `Poids HTML médian des pages de la boutique : ${kB(weight)} ; application nue séparée (Next ${nextVersion()}) : statique médiane ${kB(bareWeights.get(bare.staticUrl))}, par requête médiane ${kB(bareWeights.get(bare.perRequestUrl))}`,
    );
    if (targets.length > 0) {
      console.log(
        `/même poids : débit rapporté à la page nue de son propre poids (à un article près, ~${BYTES_PER_ITEM} o), le chiffre de l'issue 37 ; /médiane : à la page nue du poids médian (le chiffre d'avant, pour comparaison)`,
      );
      console.log(
        `${'page'.padEnd(38)} ${'poids'.padStart(9)} ${'poids nue'.padStart(9)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'CPU ms'.padStart(8)} ${'/même poids'.padStart(11)} ${'/médiane'.padStart(9)}${ROUNDS > 1 ? '   [p99 par tour]' : ''}`,
      );
      console.log(
        row(staticRuns, { page: bareWeights.get(bare.staticUrl) }, staticRuns, staticRuns),
      );
      for (const own of ownStatic.values()) {
        console.log(row(own.runs, { page: bareWeights.get(own.url) }, own.runs, staticRuns));
      }
      if (withPerRequest) {
        console.log(
          row(
            perRequestRuns,
            { page: bareWeights.get(bare.perRequestUrl) },
            perRequestRuns,
            perRequestRuns,
          ),
        );
        for (const own of ownPerRequest.values()) {
          console.log(row(own.runs, { page: bareWeights.get(own.url) }, own.runs, perRequestRuns));
        }
      }
      for (const target of targets) {
        const own = ownOf(target);
        const page = pages.find((p) => p.target === target)!;
        const weights = { page: page.weight, bare: own && bareWeights.get(own.url) };
        const medianWeight = target.perRequest ? perRequestRuns : staticRuns;
        // The same HTML, but the shop's headers (its CSP…) weigh more than the bare app's: near
        // the cliff they can put the shop's answer over it and not the bare one's.
        const bareAnswer = own && bareAnswers.get(own.url)!;
        const shopWire = page.weight + page.head;
        const bareWire = bareAnswer ? bareAnswer.html + bareAnswer.head : 0;
        const cliff =
          bareAnswer && acrossTheCliff(shopWire, bareWire)
            ? `  (avec les en-têtes, de part et d'autre de ${WIRE_CLIFF} o : boutique ${shopWire} o, nue ${bareWire} o)`
            : '';
        console.log(
          `${row(runs.get(target)!, weights, own?.runs, medianWeight)}${target.perRequest ? '  (/nue par requête)' : ''}${cliff}`,
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
