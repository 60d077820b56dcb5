/**
 * Issue 37 §3: the search pages' first search of a term against a repeated one. Each round starts
 * a fresh server of the same build (nothing cached), then for each search page:
 * - « 1re recherche »: each of the realistic terms (bench/sections/search.ts, distinct once
 *   normalised) asked once, 20 at a time: every request renders its term's page and stores it;
 *   req/s over the pass and its p99, against the bare per-request page of the same round
 *   (goals: ≥ 75 %, p99 ≤ 1.5 × the bare page's);
 * - « répétée »: the same terms again for the measure's duration, now served from the cache;
 *   against the bare static page, beside the shop's cached /catalogue of the same round.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { cleanTerm } from '../../lib/search/normalise';
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
const P99_FACTOR = 1.5;

type Pass = { rps: number; p99: number; problems: number };

/** Each path once (`amount`), or over and over for `duration` seconds. */
async function pass(base: string, paths: string[], duration?: number): Promise<Pass> {
  let n = 0;
  const run = await autocannon({
    url: base,
    connections: CONNECTIONS,
    ...(duration ? { duration } : { amount: paths.length }),
    requests: [{ setupRequest: (r) => ({ ...r, path: paths[n++ % paths.length]! }) }],
  });
  const ok = (run as unknown as Record<string, number>)['2xx'] ?? 0;
  return {
    rps: run.requests.total / Math.max(0.001, run.duration),
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
}) => {
  const seen = new Set<string>();
  const terms = (await realisticTerms(databaseUrl)).filter((t) => {
    const key = cleanTerm(t).toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const quick = process.argv.includes('--quick');
  const first = new Map(PAGES.map((p) => [p, [] as Pass[]]));
  const repeated = new Map(PAGES.map((p) => [p, [] as Pass[]]));
  const barePerRequest: Measured[] = [];
  const bareStatic: Measured[] = [];
  const cataloguePage: Measured[] = [];
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
        first.get(page)!.push(await pass(server.url, paths));
        repeated.get(page)!.push(await pass(server.url, paths, seconds));
      }
    } finally {
      server.stop();
      // The next round's fresh server takes the same port: wait until this one lets it go.
      await waitPortFree(Number(new URL(server.url).port));
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
    `${'page'.padEnd(34)} ${'1re req/s'.padStart(9)} ${'p99 ms'.padStart(7)} ${'/nue req.'.padStart(9)} ${'p99/nue'.padStart(8)} ${'répétée'.padStart(8)} ${'p99 ms'.padStart(7)} ${'/statique'.padStart(9)} ${'/catalogue'.padStart(10)}   objectifs 1re (≥ ${RATIO_GOAL} %, p99 ≤ ${P99_FACTOR} × nue)`,
  );
  for (const page of PAGES) {
    const firsts = first.get(page)!;
    const repeats = repeated.get(page)!;
    const firstRatio = ratio(firsts, barePerRequest);
    const p99Factor = p99(firsts) / barePerRequestP99;
    const problems = [...firsts, ...repeats].reduce((sum, r) => sum + r.problems, 0);
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
        rps(repeats).toFixed(0).padStart(8),
        p99(repeats).toFixed(0).padStart(7),
        `${ratio(repeats, bareStatic).toFixed(0)} %`.padStart(9),
        `${ratio(repeats, cataloguePage).toFixed(0)} %`.padStart(10),
        `  ${goals}`,
        problems ? `  (${problems} erreurs ou statuts inattendus)` : '',
      ].join(' '),
    );
  }
};
