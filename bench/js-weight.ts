/**
 * `npm run bench:js`: what a phone downloads — the compressed JavaScript of the home, catalogue,
 * product and colour pages beside the bare per-request page (the separate bare app's,
 * bench/lib/bare-app.ts) and beside Next's own runtime (the build manifest's `rootMainFiles`: the router,
 * React and React DOM every App Router page loads). For each page: the scripts its HTML loads
 * (`<script src>`), each fetched and gzipped (level 9, as a CDN would), summed.
 * Goal (issue 12): at most 60 kB beyond the bare Next runtime.
 * `--large` reads the large catalogue database; `--url=http://…` measures a running server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PHONE_PAGES as PAGES } from './lib/phone-pages';
import { benchServer } from './lib/server';

const GOAL_KB = 60;

const gzCache = new Map<string, Promise<number>>();
function gzippedSize(url: string): Promise<number> {
  if (!gzCache.has(url)) {
    gzCache.set(
      url,
      fetch(url)
        .then((r) => r.arrayBuffer())
        .then((b) => gzipSync(Buffer.from(b), { level: 9 }).byteLength),
    );
  }
  return gzCache.get(url)!;
}

/** The framework's own files, loaded by every App Router page. */
function runtimeFiles(): string[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join('.next', 'build-manifest.json'), 'utf8'),
  ) as { rootMainFiles?: string[]; polyfillFiles?: string[] };
  return (manifest.rootMainFiles ?? []).map((file) => `/_next/${file}`);
}

async function pageScripts(pageUrl: string): Promise<string[]> {
  const response = await fetch(pageUrl);
  if (!response.ok) throw new Error(`${pageUrl} : statut ${response.status}`);
  const html = await response.text();
  const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]!);
  // Skip `noModule` polyfills: a current phone does not download them.
  const noModule = new Set(
    [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*noModule/gi)].map((m) => m[1]!),
  );
  return [...new Set(sources.filter((s) => !noModule.has(s)))];
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

async function main() {
  const { url: baseUrl, pageUrl, stop } = await benchServer();
  try {
    const runtime = runtimeFiles();
    let runtimeBytes = 0;
    for (const file of runtime) runtimeBytes += await gzippedSize(`${baseUrl}${file}`);
    console.log(
      `\nJavaScript compressé (gzip -9) — runtime Next seul (rootMainFiles, ${runtime.length} fichiers) : ${kB(runtimeBytes)} kB ; objectif ≤ ${GOAL_KB} kB au-delà`,
    );
    console.log(
      `${'page'.padEnd(30)} ${'scripts'.padStart(7)} ${'total kB'.padStart(9)} ${'au-delà du runtime'.padStart(19)} ${'au-delà de la page nue'.padStart(23)}`,
    );
    let bare = 0;
    for (const page of PAGES) {
      const url = pageUrl(page);
      const scripts = await pageScripts(url);
      let total = 0;
      for (const script of scripts) total += await gzippedSize(new URL(script, url).href);
      const own = scripts
        .filter((s) => !runtime.includes(new URL(s, url).pathname))
        .map((s) => gzippedSize(new URL(s, url).href));
      const beyondRuntime = (await Promise.all(own)).reduce((a, b) => a + b, 0);
      if (page === PAGES[0]) bare = total;
      console.log(
        [
          page.name.padEnd(30),
          String(scripts.length).padStart(7),
          kB(total).padStart(9),
          `${kB(beyondRuntime)} ${beyondRuntime / 1000 <= GOAL_KB ? 'atteint' : 'MANQUÉ'}`.padStart(
            19,
          ),
          (page === PAGES[0] ? '—' : `+${kB(total - bare)}`).padStart(23),
        ].join(' '),
      );
    }
  } finally {
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(`[bench:js] ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
