/**
 * Issue 37 §3: the search pages' first search of a term against a repeated one. Each round starts
 * a fresh server of the same build (nothing cached), then for each search page:
 * - « 1re recherche »: each of the realistic terms (bench/sections/search.ts, distinct once
 *   normalised) asked once, 20 at a time: every request renders its term's page per request
 *   (lib/search-views/second-search.ts); req/s over the pass and its p99, against the bare
 *   per-request page of the same round (goals: ≥ 75 %, p99 ≤ 1.5 × the bare page's);
 * - « 2e recherche »: each term once more: its twin route's on-demand prerender, which stores it;
 * - « répétée »: the same terms again for the measure's duration, now served from the cache;
 *   against the bare static page, beside the shop's cached /catalogue of the same round.
 * Then the ceiling of the first search (the project's rule: « the bare app plus just the one
 * thing that costs it »), in the same round: the bare app under Cache Components with a route
 * rendered on demand like the shop's twin routes (bench/lib/bare-app.ts, `on-demand`), fresh on
 * variantPort once the shop's server is stopped; its per-request page under Cache Components (the
 * first search's ceiling), then each term once at `/vue/<term>` (Next's first on-demand render,
 * 20 at a time: the second search's), then the same terms again (its cached answers). Each pass
 * with the server's CPU ms per request (bench/lib/cpu.ts). Printed: the shop's first search
 * against the bare per-request page (the issue's figure), each ceiling against the same page,
 * and the shop's first and second searches against their ceilings.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { cleanTerm } from '../../lib/search/normalise';
import { startBareApp } from '../lib/bare-app';
import { ON_DEMAND, prepareOnDemand } from '../lib/ceiling';
import { processGroupCpuMs } from '../lib/cpu';
import { CONNECTIONS, measure, median, type Measured } from '../lib/measure';
import { waitPortFree } from '../lib/process-group';
import type { BenchSection } from '../types';
import { realisticTerms } from './search';

const PAGES = [
  { name: 'recherche /catalog?search=', path: (t: string) => `/catalog?search=${t}` },
  { name: 'couleurs /couleurs-recherche?q=', path: (t: string) => `/couleurs-recherche?q=${t}` },
  { name: 'couleurs /recherche-couleur?q=', path: (t: string) => `/recherche-couleur?q=${t}` },
];
const RATIO_GOAL = 75;
/**
 * Terms searched before the measures, on each page: a running shop has rendered searches
 * before the one measured (its code compiled by V8, its queries prepared), and the fresh
 * server of each round has not. Other terms than the measured ones (upper-cased: other
 * addresses and cache keys, the same results and page weight).
 */
const WARM_TERMS = 40;
const P99_FACTOR = 1.5;

type Pass = { rps: number; p99: number; problems: number; cpuMsPerRequest: number };

/**
 * Each path once (`amount`), or over and over for `duration` seconds; with the CPU ms per
 * request of the server's process group `cpuGroup`.
 */
async function pass(
  base: string,
  paths: string[],
  cpuGroup: number | undefined,
  duration?: number,
): Promise<Pass> {
  let n = 0;
  const cpuBefore = cpuGroup ? processGroupCpuMs(cpuGroup) : NaN;
  // A pass of `amount` requests ends at autocannon's next one-second tick, whatever the time of
  // its last answer (154 answers in 2.1 s read as 154 / 3 s): timed to its last answer here.
  const started = performance.now();
  let lastAnswer = started;
  const run = await autocannon({
    url: base,
    connections: CONNECTIONS,
    ...(duration ? { duration } : { amount: paths.length }),
    requests: [
      {
        setupRequest: (r) => ({ ...r, path: paths[n++ % paths.length]! }),
        onResponse: () => {
          lastAnswer = performance.now();
        },
      },
    ],
  });
  const cpuAfter = cpuGroup ? processGroupCpuMs(cpuGroup) : NaN;
  const ok = (run as unknown as Record<string, number>)['2xx'] ?? 0;
  return {
    cpuMsPerRequest: (cpuAfter - cpuBefore) / Math.max(1, run.requests.total),
    rps: duration
      ? run.requests.average
      : run.requests.total / Math.max(0.001, (lastAnswer - started) / 1000),
    p99: run.latency.p99,
    problems: run.errors + run.timeouts + run.requests.total - ok,
  };
}

export const section: BenchSection = async ({
  databaseUrl,
  bare,
  rounds,
  seconds,
  startServer,
  variantPort,
  weight,
}) => {
  prepareOnDemand(weight, process.env);
  const seen = new Set<string>();
  const terms = (await realisticTerms(databaseUrl)).filter((t) => {
    const key = cleanTerm(t).toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const quick = process.argv.includes('--quick');
  const first = new Map(PAGES.map((p) => [p, [] as Pass[]]));
  const second = new Map(PAGES.map((p) => [p, [] as Pass[]]));
  const repeated = new Map(PAGES.map((p) => [p, [] as Pass[]]));
  const barePerRequest: Measured[] = [];
  const bareStatic: Measured[] = [];
  const cataloguePage: Measured[] = [];
  const bareFirst: Pass[] = [];
  const bareRepeated: Pass[] = [];
  const bareOnDemandPerRequest: Measured[] = [];
  // The bare route's terms: the shop's, normalised as its twin routes key them.
  const barePaths = [...seen].map((key) => `/vue/${encodeURIComponent(key)}`);
  const warmTerms = terms
    .map((t) => t.toUpperCase())
    .filter((upper) => !terms.includes(upper))
    .slice(0, WARM_TERMS);
  const bareWarmPaths = warmTerms.map((t) => `/vue/${encodeURIComponent(cleanTerm(t))}`);
  const loads: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const server = await startServer({});
    try {
      const at = (url: string, cpuGroup: number | undefined) =>
        measure({ url, duration: seconds, warmup: quick ? 1 : 3, cpuGroup });
      barePerRequest.push(await at(bare.perRequestUrl, bare.pid));
      bareStatic.push(await at(bare.staticUrl, bare.pid));
      cataloguePage.push(await at(`${server.url}/catalogue`, server.pid));
      for (const page of PAGES) {
        const paths = terms.map((t) => page.path(encodeURIComponent(t)));
        // Warmed as a running shop is: other terms' first and second searches.
        const warm = warmTerms.map((t) => page.path(encodeURIComponent(t)));
        for (let i = 0; i < 2; i++) await pass(server.url, warm, server.pid);
        first.get(page)!.push(await pass(server.url, paths, server.pid));
        second.get(page)!.push(await pass(server.url, paths, server.pid));
        repeated.get(page)!.push(await pass(server.url, paths, server.pid, seconds));
      }
    } finally {
      server.stop();
      // The next round's fresh server takes the same port: wait until this one lets it go.
      await waitPortFree(Number(new URL(server.url).port));
    }
    // The ceiling, on the same port, with nothing rendered yet: warmed by its per-request page
    // and other terms' first renders, as the shop's server is before its first searches.
    const onDemand = await startBareApp(variantPort, ON_DEMAND);
    try {
      bareOnDemandPerRequest.push(
        await measure({
          url: onDemand.perRequestUrl,
          duration: seconds,
          warmup: quick ? 1 : 3,
          cpuGroup: onDemand.pid,
        }),
      );
      await pass(onDemand.staticUrl, bareWarmPaths, onDemand.pid);
      bareFirst.push(await pass(onDemand.staticUrl, barePaths, onDemand.pid));
      bareRepeated.push(await pass(onDemand.staticUrl, barePaths, onDemand.pid, seconds));
    } finally {
      onDemand.stop();
      await waitPortFree(variantPort);
    }
    loads.push(os.loadavg()[0]!);
  }
  const rps = (runs: Array<{ rps: number }>) => median(runs.map((r) => r.rps));
  const p99 = (runs: Array<{ p99: number }>) => median(runs.map((r) => r.p99));
  const ratio = (runs: Array<{ rps: number }>, reference: Measured[]) =>
    median(runs.map((r, i) => (r.rps / reference[i]!.rps) * 100));
  console.log(
    `\nPages de recherche, 1re recherche d'un terme et recherche répétée (${terms.length} termes, serveur neuf à chaque tour) — ${rounds === 1 ? '1 tour' : `médianes de ${rounds} tours`}, charge 1 min en fin de tour : ${loads.map((l) => l.toFixed(1)).join(' / ')}`,
  );
  const barePerRequestP99 = p99(barePerRequest);
  console.log(
    `réf. : page nue par requête ${rps(barePerRequest).toFixed(0)} req/s, p99 ${barePerRequestP99.toFixed(0)} ms ; page nue statique ${rps(bareStatic).toFixed(0)} req/s ; boutique /catalogue (en cache) ${rps(cataloguePage).toFixed(0)} req/s (${ratio(cataloguePage, bareStatic).toFixed(0)} % de la statique nue)`,
  );
  console.log(
    `${'page'.padEnd(34)} ${'1re req/s'.padStart(9)} ${'p99 ms'.padStart(7)} ${'/nue req.'.padStart(9)} ${'p99/nue'.padStart(8)} ${'2e req/s'.padStart(8)} ${'répétée'.padStart(8)} ${'p99 ms'.padStart(7)} ${'/statique'.padStart(9)} ${'/catalogue'.padStart(10)}   objectifs 1re (≥ ${RATIO_GOAL} %, p99 ≤ ${P99_FACTOR} × nue)`,
  );
  for (const page of PAGES) {
    const firsts = first.get(page)!;
    const seconds = second.get(page)!;
    const repeats = repeated.get(page)!;
    const firstRatio = ratio(firsts, barePerRequest);
    const p99Factor = p99(firsts) / barePerRequestP99;
    const problems = [...firsts, ...seconds, ...repeats].reduce((sum, r) => sum + r.problems, 0);
    const goals =
      firstRatio >= RATIO_GOAL && p99Factor <= P99_FACTOR
        ? 'atteints'
        : `MANQUÉS${firstRatio < RATIO_GOAL ? ' (débit)' : ''}${p99Factor > P99_FACTOR ? ' (p99)' : ''}`;
    console.log(
      [
        page.name.padEnd(34),
        rps(firsts).toFixed(0).padStart(9),
        p99(firsts).toFixed(0).padStart(7),
        `${firstRatio.toFixed(0)} %`.padStart(9),
        `${p99Factor.toFixed(2)} ×`.padStart(8),
        rps(seconds).toFixed(0).padStart(8),
        rps(repeats).toFixed(0).padStart(8),
        p99(repeats).toFixed(0).padStart(7),
        `${ratio(repeats, bareStatic).toFixed(0)} %`.padStart(9),
        `${ratio(repeats, cataloguePage).toFixed(0)} %`.padStart(10),
        `  ${goals}`,
        problems ? `  (${problems} erreurs ou statuts inattendus)` : '',
      ].join(' '),
    );
  }
  printCeiling({
    terms: barePaths.length,
    loads,
    rounds,
    barePerRequest,
    bareOnDemandPerRequest,
    bareFirst,
    bareRepeated,
    shop: PAGES.map((page) => ({
      name: page.name,
      first: first.get(page)!,
      second: second.get(page)!,
      repeated: repeated.get(page)!,
    })),
  });
};

type Figures = { rps: number; p99: number; cpuMsPerRequest: number };

/**
 * The ceiling's table: each line's medians (req/s, p99, server CPU ms per request), then the
 * ratios, each the median of the rounds' own ratios: throughput in %, p99 and CPU as factors.
 */
function printCeiling(r: {
  terms: number;
  loads: number[];
  rounds: number;
  barePerRequest: Measured[];
  bareOnDemandPerRequest: Measured[];
  bareFirst: Pass[];
  bareRepeated: Pass[];
  shop: Array<{ name: string; first: Pass[]; second: Pass[]; repeated: Pass[] }>;
}) {
  const of = (runs: Figures[], pick: (f: Figures) => number) => median(runs.map(pick));
  const problems = (runs: Figures[]) =>
    runs.reduce((sum, f) => sum + ('problems' in f ? (f.problems as number) : 0), 0);
  console.log(
    `\nPlafonds : application nue + Cache Components, sa page par requête (1re recherche) et sa route rendue à la demande /vue/[terme] (2e) (${r.terms} termes, serveur neuf à chaque tour) — ${r.rounds === 1 ? '1 tour' : `médianes de ${r.rounds} tours`}, charge 1 min en fin de tour : ${r.loads.map((l) => l.toFixed(1)).join(' / ')}`,
  );
  console.log(
    `${'mesure'.padEnd(52)} ${'req/s'.padStart(7)} ${'p99 ms'.padStart(7)} ${'CPU ms'.padStart(7)}`,
  );
  const line = (name: string, runs: Figures[]) => {
    const bad = problems(runs);
    console.log(
      [
        name.padEnd(52),
        of(runs, (f) => f.rps)
          .toFixed(0)
          .padStart(7),
        of(runs, (f) => f.p99)
          .toFixed(0)
          .padStart(7),
        of(runs, (f) => f.cpuMsPerRequest)
          .toFixed(1)
          .padStart(7),
        bad ? `  (${bad} erreurs ou statuts inattendus)` : '',
      ].join(' '),
    );
  };
  line("nue, page par requête (réf. de l'issue)", r.barePerRequest);
  line('nue + CC, page par requête (Suspense) : plafond 1re', r.bareOnDemandPerRequest);
  line('nue + CC, 1er rendu à la demande : plafond 2e', r.bareFirst);
  line('nue + CC, route à la demande répétée (en cache)', r.bareRepeated);
  for (const page of r.shop) {
    line(`boutique, 1re recherche ${page.name.split(' ')[1]}`, page.first);
    line(`boutique, 2e recherche ${page.name.split(' ')[1]}`, page.second);
    line(`boutique, répétée ${page.name.split(' ')[1]}`, page.repeated);
  }
  const ratios = (runs: Figures[], reference: Figures[]) => {
    const each = (pick: (f: Figures, g: Figures) => number) =>
      median(runs.map((f, i) => pick(f, reference[i]!)));
    return [
      `${each((f, g) => (f.rps / g.rps) * 100).toFixed(0)} %`.padStart(8),
      `${each((f, g) => f.p99 / g.p99).toFixed(2)} ×`.padStart(8),
      `${each((f, g) => f.cpuMsPerRequest / g.cpuMsPerRequest).toFixed(2)} ×`.padStart(8),
    ].join(' ');
  };
  console.log(
    `${'rapport (médiane des rapports de chaque tour)'.padEnd(60)} ${'débit'.padStart(8)} ${'p99'.padStart(8)} ${'CPU'.padStart(8)}`,
  );
  console.log(
    `${'plafond 1re : nue + CC par requête / nue par requête'.padEnd(60)} ${ratios(r.bareOnDemandPerRequest, r.barePerRequest)}`,
  );
  console.log(
    `${'plafond 2e : 1er rendu nu / nue par requête'.padEnd(60)} ${ratios(r.bareFirst, r.barePerRequest)}`,
  );
  for (const page of r.shop) {
    const name = page.name.split(' ')[1]!;
    console.log(
      `${`${name} : 1re / nue par requête (objectif ≥ ${RATIO_GOAL} %, p99 ≤ ${P99_FACTOR} ×)`.padEnd(60)} ${ratios(page.first, r.barePerRequest)}`,
    );
    console.log(
      `${`${name} : 1re / nue + CC par requête (part du plafond)`.padEnd(60)} ${ratios(page.first, r.bareOnDemandPerRequest)}`,
    );
    console.log(
      `${`${name} : 2e / 1er rendu nu (part du plafond)`.padEnd(60)} ${ratios(page.second, r.bareFirst)}`,
    );
    console.log(
      `${`${name} : répétée / nue répétée`.padEnd(60)} ${ratios(page.repeated, r.bareRepeated)}`,
    );
  }
}
