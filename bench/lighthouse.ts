/**
 * `npm run bench:lighthouse`: Lighthouse's mobile performance (its default: a mid-range phone,
 * slow 4G and a 4× slower CPU, simulated) of the home, catalogue, category, product and colour
 * pages beside the separate bare app's per-request page (bench/lib/bare-app.ts), in one run.
 * Goal (issue 12): each page within 5 points of the bare page, LCP ≤ 2.5 s.
 * `--runs=N` (default 3) measures every page N times, round after round (bare page first), and
 * prints medians. `--large` reads the large catalogue; `--url=http://…` measures a running server.
 * Lighthouse is not one of the shop's dependencies: it is fetched by npx, at the pinned version,
 * the first time (12.x, the last line that runs on Node 20), and drives /usr/bin/chromium
 * (CHROME_PATH to change it).
 */
import { spawn } from 'node:child_process';
import { PHONE_PAGES } from './lib/phone-pages';
import { benchServer } from './lib/server';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const SCORE_GAP = 5;
const LCP_GOAL_MS = 2500;
const runs = Math.max(
  1,
  Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3) || 1,
);

type Report = {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { message: string };
};
type Figures = { score: number; fcp: number; lcp: number; tbt: number; cls: number };

function lighthouse(url: string): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npx',
      [
        '--yes',
        LIGHTHOUSE,
        url,
        '--only-categories=performance',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} : code ${code}`));
      const report = JSON.parse(out) as Report;
      if (report.runtimeError) return reject(new Error(report.runtimeError.message));
      const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
      resolve({
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    });
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const { pageUrl, stop } = await benchServer();
  try {
    const results = new Map<string, Figures[]>(PHONE_PAGES.map((p) => [p.path, []]));
    for (let round = 1; round <= runs; round++) {
      for (const page of PHONE_PAGES) {
        results.get(page.path)!.push(await lighthouse(pageUrl(page)));
      }
      console.error(`[bench:lighthouse] tour ${round}/${runs} fait`);
    }
    console.log(
      `\nLighthouse ${LIGHTHOUSE.split('@')[1]} mobile — médianes de ${runs} passage(s) ; objectif : à ${SCORE_GAP} points au plus de la page nue, LCP ≤ ${LCP_GOAL_MS / 1000} s`,
    );
    console.log(
      `${'page'.padEnd(30)} ${'score'.padStart(5)} ${'écart'.padStart(6)} ${'FCP s'.padStart(6)} ${'LCP s'.padStart(6)} ${'TBT ms'.padStart(7)} ${'CLS'.padStart(6)}  [scores par passage]  objectif`,
    );
    const bare = median(results.get(PHONE_PAGES[0]!.path)!.map((r) => r.score));
    for (const page of PHONE_PAGES) {
      const figures = results.get(page.path)!;
      const score = median(figures.map((r) => r.score));
      const lcp = median(figures.map((r) => r.lcp));
      const met = score >= bare - SCORE_GAP && lcp <= LCP_GOAL_MS;
      console.log(
        [
          page.name.padEnd(30),
          String(score).padStart(5),
          (page === PHONE_PAGES[0] ? '—' : String(score - bare)).padStart(6),
          (median(figures.map((r) => r.fcp)) / 1000).toFixed(2).padStart(6),
          (lcp / 1000).toFixed(2).padStart(6),
          String(Math.round(median(figures.map((r) => r.tbt)))).padStart(7),
          median(figures.map((r) => r.cls))
            .toFixed(3)
            .padStart(6),
          ` [${figures.map((r) => r.score).join(' / ')}]`.padEnd(22),
          met ? 'atteint' : 'MANQUÉ',
        ].join(' '),
      );
    }
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench:lighthouse] ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
