/**
 * `npm run bench -- --only=plafond`: where the cached pages' ratio goes (issue 37 §4). The bare
 * app's static page, and the same page of each ceiling variant (bench/lib/ceiling.ts: the bare
 * app plus one part of the shop's server), round after round; each variant's ratio is to the
 * plain bare page of the same round. The variants are built when needed (under
 * BENCH_BUILD_LOCK when set; `--build-only` builds them too) and served one at a time on
 * BENCH_PORT + 1.
 */
import os from 'node:os';
import { startBareApp } from '../lib/bare-app';
import { CEILING_VARIANTS, prepareCeiling } from '../lib/ceiling';
import { measure, medianColumns, type Measured } from '../lib/measure';
import { waitPortFree } from '../lib/process-group';
import type { BenchSection } from '../types';

export const section: BenchSection = async ({
  baseUrl,
  bare,
  rounds,
  seconds,
  variantPort,
  weight,
}) => {
  prepareCeiling(weight, baseUrl, process.env);
  const quick = process.argv.includes('--quick');
  const plain: Measured[] = [];
  const runs = new Map(CEILING_VARIANTS.map((v) => [v, [] as Measured[]]));
  // Variants with the proxy: also their `/fiche`, the same page seen by the proxy (the shop's
  // matcher leaves '/' out, as it does the shop's plain pages, not its product and colour pages).
  const seen = new Map(
    CEILING_VARIANTS.filter((v) => v.components.includes('proxy')).map((v) => [
      v,
      [] as Measured[],
    ]),
  );
  const loads: number[] = [];
  const measureOn = (url: string, pid: number | undefined) =>
    measure({ url, duration: seconds, warmup: quick ? 1 : 3, cpuGroup: pid });
  for (let round = 0; round < rounds; round++) {
    plain.push(await measureOn(bare.staticUrl, bare.pid));
    for (const variant of CEILING_VARIANTS) {
      const app = await startBareApp(variantPort, variant.components);
      try {
        runs.get(variant)!.push(await measureOn(app.staticUrl, app.pid));
        seen.get(variant)?.push(await measureOn(`${app.staticUrl}/fiche`, app.pid));
      } finally {
        app.stop();
      }
      // The port is free again before the next variant listens on it.
      await waitPortFree(variantPort);
    }
    loads.push(os.loadavg()[0]!);
  }
  console.log(
    `\nPlafond (page statique nue + une partie de la boutique) — ${rounds === 1 ? '1 tour' : `médianes de ${rounds} tours`}, ${seconds} s par mesure, charge 1 min en fin de tour : ${loads.map((l) => l.toFixed(1)).join(' / ')}`,
  );
  console.log(
    `${'variante'.padEnd(42)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'/nue'.padStart(8)} ${'CPU ms'.padStart(8)}`,
  );
  const line = (name: string, measured: Measured[]) => {
    const problems = measured.reduce((sum, m) => sum + m.errors + m.unexpected, 0);
    const note = problems ? `  (${problems} erreurs ou statuts inattendus)` : '';
    console.log([name.padEnd(42), ...medianColumns(measured, plain)].join(' ') + note);
  };
  line('page nue statique (next start)', plain);
  for (const variant of CEILING_VARIANTS) {
    line(variant.name, runs.get(variant)!);
    const proxied = seen.get(variant);
    if (proxied) line('  même page vue par le proxy (/fiche)', proxied);
  }
};
