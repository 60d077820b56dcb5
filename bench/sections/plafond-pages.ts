/**
 * `npm run bench -- --only=plafond-pages`: issue 37 §4's ceiling page by page. For each page of
 * bench/lib/mirror.ts, in each round: a static page of the bare app of the same weight (the
 * reference), the bare app with every part of the shop's server at the shop's own address (same
 * weight, same kind of route: the ceiling of that page), and the shop's page. Printed: each one's
 * req/s and ratio to the reference, and how close the shop comes to its ceiling. The two mirror
 * apps are built when needed and served side by side on BENCH_PORT + 1 and + 3.
 */
import os from 'node:os';
import { answerBytes, startBareApp } from '../lib/bare-app';
import { MIRROR_ALL, MIRROR_BARE, prepareMirror } from '../lib/ceiling';
import { measure, median, type Measured } from '../lib/measure';
import { sameWeightPath } from '../lib/mirror';
import type { BenchSection } from '../types';

export const section: BenchSection = async ({
  baseUrl,
  rounds,
  seconds,
  variantPort,
  weight,
  shopPid,
}) => {
  const pages = await prepareMirror(weight, baseUrl, process.env);
  const quick = process.argv.includes('--quick');
  const measureOn = (url: string, pid: number | undefined) =>
    measure({ url, duration: seconds, warmup: quick ? 1 : 3, cpuGroup: pid });
  type Runs = { bare: Measured[]; ceiling: Measured[]; shop: Measured[] };
  const runs = new Map(pages.map((p) => [p, { bare: [], ceiling: [], shop: [] } as Runs]));
  const bareBytes = new Map<string, number>();
  const loads: number[] = [];
  // Both apps run side by side (BENCH_PORT + 1 and + 3: + 2 is the bare reference's), so that
  // a page's three measures follow one another in each round.
  const bareApp = await startBareApp(variantPort, MIRROR_BARE);
  const allApp = await startBareApp(variantPort + 2, MIRROR_ALL).catch((error: unknown) => {
    bareApp.stop();
    throw error;
  });
  try {
    for (const page of pages) {
      const url = `${allApp.staticUrl}${page.path}`;
      const bytes = (await answerBytes(url)).html;
      if (!bytes) throw new Error(`l'application nue + tout ne sert pas ${page.path}`);
      bareBytes.set(`${page.name} plafond`, bytes);
      bareBytes.set(
        page.name,
        (await answerBytes(`${bareApp.staticUrl}${sameWeightPath(page.items)}`)).html,
      );
    }
    for (let round = 0; round < rounds; round++) {
      for (const page of pages) {
        const r = runs.get(page)!;
        r.bare.push(
          await measureOn(`${bareApp.staticUrl}${sameWeightPath(page.items)}`, bareApp.pid),
        );
        r.ceiling.push(await measureOn(`${allApp.staticUrl}${page.path}`, allApp.pid));
        r.shop.push(await measureOn(`${baseUrl}${page.path}`, shopPid));
      }
      loads.push(os.loadavg()[0]!);
    }
  } finally {
    bareApp.stop();
    allApp.stop();
  }
  const kB = (n: number | undefined) => `${((n ?? 0) / 1000).toFixed(1)}`;
  const rps = (m: Measured[]) => median(m.map((r) => r.rps));
  const ratio = (m: Measured[], to: Measured[]) =>
    median(m.map((r, i) => (r.rps / to[i]!.rps) * 100));
  const problems = (r: Runs) =>
    [...r.bare, ...r.ceiling, ...r.shop].reduce((sum, m) => sum + m.errors + m.unexpected, 0);
  console.log(
    `\nPlafond page par page (même adresse, même poids, même sorte de route) — ${rounds === 1 ? '1 tour' : `médianes de ${rounds} tours`}, ${seconds} s par mesure, charge 1 min en fin de tour : ${loads.map((l) => l.toFixed(1)).join(' / ')}`,
  );
  console.log(
    "« nue » : page statique de l'application nue du même poids ; « plafond » : l'application nue + tout (proxy, réécritures, en-têtes, gestionnaires de cache, standalone) à l'adresse de la page ; ratios en % de « nue ».",
  );
  console.log(
    `${'page'.padEnd(28)} ${'sorte'.padEnd(9)} ${'kB bout.'.padStart(8)} ${'kB nue'.padStart(7)} ${'kB plaf.'.padStart(8)} ${'nue r/s'.padStart(8)} ${'plafond'.padStart(8)} ${'%'.padStart(5)} ${'boutique'.padStart(8)} ${'%'.padStart(5)} ${'/plaf.'.padStart(7)} ${'CPU b.'.padStart(7)} ${'CPU p.'.padStart(7)}`,
  );
  for (const page of pages) {
    const r = runs.get(page)!;
    const cpu = (m: Measured[]) => median(m.map((x) => x.cpuMsPerRequest)).toFixed(2);
    const note = problems(r) ? `  (${problems(r)} erreurs ou statuts inattendus)` : '';
    console.log(
      [
        page.name.slice(0, 28).padEnd(28),
        page.kind.padEnd(9),
        kB(page.shopBytes).padStart(8),
        kB(bareBytes.get(page.name)).padStart(7),
        kB(bareBytes.get(`${page.name} plafond`)).padStart(8),
        rps(r.bare).toFixed(0).padStart(8),
        rps(r.ceiling).toFixed(0).padStart(8),
        ratio(r.ceiling, r.bare).toFixed(0).padStart(5),
        rps(r.shop).toFixed(0).padStart(8),
        ratio(r.shop, r.bare).toFixed(0).padStart(5),
        `${(ratio(r.shop, r.ceiling) / 100).toFixed(2)}`.padStart(7),
        cpu(r.ceiling).padStart(7),
        cpu(r.shop).padStart(7),
      ].join(' ') + note,
    );
  }
};
