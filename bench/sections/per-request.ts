/**
 * Per-request pages (issue 12): the pages built for each request — a filtered category listing
 * (page 2, a sort order), the catalogue search, the two colour searches, the 404 page — and the
 * header dropdown's endpoint without its memo, each beside the per-request page of the separate
 * bare app of the shop's weight (bench/lib/bare-app.ts: `await connection()`, reads the query,
 * no data, no shop layout) measured in the same round.
 *
 * They run on a second server of the same build with SEARCH_CACHE_SECONDS=0 (every dropdown
 * request searches the database). For each: medians of
 * the rounds of req/s, p50 and p99 at 20 connections, the ratio to the bare page of the same
 * round, and the server's CPU milliseconds per request (CPU time of the server's processes,
 * read from /proc, over the requests it answered during the measure).
 * Goals: ratio ≥ 75 %, p99 ≤ 250 ms, CPU ≤ 10 ms per request.
 */
import os from 'node:os';
import { measure, median, type Measured } from '../lib/measure';
import { sessionCookie } from '../lib/session';
import type { BenchSection } from '../types';

const RATIO_GOAL = 75;
const P99_GOAL = 250;
const CPU_GOAL = 10;

/** `signedIn`: the demo account whose session cookie goes with every request. */
export type Target = { name: string; path: string; status?: number; signedIn?: string };

/** The bare app's per-request page (its full address is the context's). */
const BARE: Target = { name: 'page nue par requête (réf.)', path: '' };

export const PER_REQUEST_TARGETS: Target[] = [
  // A page and a sort order depend only on their URL: cached per URL (lib/catalogue/rewrites.ts).
  { name: 'catégorie abrasifs ?page=2', path: '/produits/categorie/abrasifs?page=2' },
  {
    name: 'catégorie abrasifs ?tri=prix-croissant',
    path: '/produits/categorie/abrasifs?tri=prix-croissant',
  },
  // A filter (here availability, with a page) is rendered per request.
  {
    name: 'catégorie abrasifs ?en_stock=1&page=2',
    path: '/produits/categorie/abrasifs?en_stock=1&page=2',
  },
  { name: 'recherche /catalog?search=vernis', path: '/catalog?search=vernis' },
  { name: 'couleurs /couleurs-recherche?q=blanc', path: '/couleurs-recherche?q=blanc' },
  { name: 'couleurs /recherche-couleur', path: '/recherche-couleur' },
  { name: 'page introuvable (404)', path: '/nimporte-quoi', status: 404 },
  { name: 'menu déroulant /api/search?q=blanc', path: '/api/search?q=blanc' },
  { name: 'profil /profile (connecté)', path: '/profile', signedIn: 'particulier@nuancier.fr' },
  { name: 'commande /checkout (connecté)', path: '/checkout', signedIn: 'particulier@nuancier.fr' },
  // Admin lists (issue 18): with `--large`, 20,000 products and their colour charts.
  { name: 'admin /admin/products', path: '/admin/products', signedIn: 'admin@nuancier.fr' },
  {
    name: 'admin /admin/products?q=vernis&tri=stock',
    path: '/admin/products?q=vernis&tri=stock&ordre=asc',
    signedIn: 'admin@nuancier.fr',
  },
  { name: 'admin /admin/paint-colors', path: '/admin/paint-colors', signedIn: 'admin@nuancier.fr' },
];

type Context = Parameters<BenchSection>[0];

/**
 * Measures `targets` round after round beside the bare app's per-request page, on a second
 * server of the same build, and prints medians, the ratio to the bare page of the same
 * round, p99 and CPU per request against the goals. Also used by the orders section (issue 19).
 */
export async function measureBesideBarePage(
  { rounds, startServer, databaseUrl, bare: bareApp }: Context,
  seconds: number,
  title: string,
  targets: Target[],
) {
  const quick = process.argv.includes('--quick');
  const cookies = new Map<Target, Record<string, string>>();
  for (const t of targets) {
    if (t.signedIn) cookies.set(t, await sessionCookie(databaseUrl, t.signedIn));
  }
  const server = await startServer({ SEARCH_CACHE_SECONDS: '0' });
  const runs = new Map<Target, Measured[]>([BARE, ...targets].map((t) => [t, []]));
  const loads: number[] = [];
  try {
    const options = (t: Target) => ({
      url: t === BARE ? bareApp.perRequestUrl : `${server.url}${t.path}`,
      expected: t.status ?? 200,
      cpuGroup: t === BARE ? bareApp.pid : server.pid,
      warmup: quick ? 1 : 3,
      headers: cookies.get(t) ?? {},
    });
    for (let round = 0; round < rounds; round++) {
      for (const target of [BARE, ...targets]) {
        runs.get(target)!.push(await measure({ ...options(target), duration: seconds }));
      }
      loads.push(os.loadavg()[0]!);
    }
  } finally {
    server.stop();
  }
  const bare = runs.get(BARE)!;
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  console.log(
    `\n${title} — ${rounds === 1 ? '1 tour' : `médianes de ${rounds} tours`}, charge (1/5/15 min) ${load} pour ${os.cpus().length} cœurs (charge 1 min en fin de tour : ${loads.map((l) => l.toFixed(1)).join(' / ')})`,
  );
  console.log(
    `${'page'.padEnd(40)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'/nue'.padStart(6)} ${'CPU ms/req'.padStart(10)}   objectifs (≥ ${RATIO_GOAL} %, p99 ≤ ${P99_GOAL} ms, ≤ ${CPU_GOAL} ms CPU)`,
  );
  for (const [target, measured] of runs) {
    const ratio = median(measured.map((m, i) => (m.rps / bare[i]!.rps) * 100));
    const p99 = median(measured.map((m) => m.p99));
    const cpu = median(measured.map((m) => m.cpuMsPerRequest));
    const problems = measured.reduce((sum, m) => sum + m.errors + m.unexpected, 0);
    const goals =
      target === BARE
        ? ''
        : [ratio >= RATIO_GOAL, p99 <= P99_GOAL, cpu <= CPU_GOAL].every(Boolean)
          ? 'atteints'
          : `MANQUÉS${ratio < RATIO_GOAL ? ' (débit)' : ''}${p99 > P99_GOAL ? ' (p99)' : ''}${cpu > CPU_GOAL ? ' (CPU)' : ''}`;
    console.log(
      [
        target.name.padEnd(40),
        median(measured.map((m) => m.rps))
          .toFixed(0)
          .padStart(7),
        median(measured.map((m) => m.p50))
          .toFixed(1)
          .padStart(7),
        p99.toFixed(0).padStart(7),
        `${ratio.toFixed(0)} %`.padStart(6),
        cpu.toFixed(1).padStart(10),
        `  ${goals}`,
        `  [p99 ${measured.map((m) => m.p99.toFixed(0)).join(' / ')}]`,
        problems ? `  (${problems} erreurs ou statuts inattendus)` : '',
      ].join(' '),
    );
  }
}

export const section: BenchSection = async (context) => {
  const only = process.argv
    .find((a) => a.startsWith('--only='))
    ?.slice('--only='.length)
    .split(',')
    .filter(Boolean);
  // `--only=per-request` keeps every target; other texts keep the targets that contain one.
  const targets = PER_REQUEST_TARGETS.filter(
    (t) =>
      !only ||
      only.some((o) => 'per-request'.includes(o) || t.name.includes(o) || t.path.includes(o)),
  );
  if (targets.length === 0) return;
  await measureBesideBarePage(
    context,
    context.seconds,
    `Pages par requête${context.large ? ', grand catalogue' : ' (catalogue de démonstration)'}`,
    targets,
  );
};
