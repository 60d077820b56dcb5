/**
 * The bench's reference (issue 37 §5): a separate, bare Next app — the shop's own Next and React
 * (its node_modules, found by walking up from `.tmp/bench-bare-app/`), its own next.config and
 * `app/`, no proxy, no shop layout, no data — with two pages of the shop's HTML weight:
 * `/` (static, prerendered at build) and `/par-requete` (`await connection()`: rendered for each
 * request, it reads its `?page=` and `?items=`), of the shop's median weight (rounded to
 * WEIGHT_STEP so that a few bytes more on a shop page do not rebuild it), and static pages
 * `/poids/<items>`, one per weight of the shop's measured pages, prerendered in the same build
 * (bench/lib/weights.ts: each shop page is compared with a bare page of its own weight). The
 * shop's cached pages are measured against the static pages, its per-request pages against the
 * per-request one, in the same rounds.
 *
 * The build is kept between runs and redone only when the generated sources (among them the set
 * of item counts) or Next's or React's version change (a stamp beside the build).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serverNodeOptions } from '../../scripts/lib/app-env';
import { mirrorSources, type SizedMirrorPage } from './mirror';
import { assertPortFree, groupStopper } from './process-group';
import { itemsForMedian, MAX_ITEMS } from './weights';

const DIR = path.resolve('.tmp', 'bench-bare-app');
const NEXT_BIN = path.resolve('node_modules', 'next', 'dist', 'bin', 'next');
function version(pkg: string): string {
  const file = path.resolve('node_modules', pkg, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * A shop-like block: a list of links (the frame's menus) and product cards, `items` in all (the
 * median weight's count unless the page asks for another).
 */
function markupModule(items: number): string {
  return `export const ITEMS = ${items};

/** \`?items=\` of a per-request page: a whole number of items from 1 to ${MAX_ITEMS}, else ITEMS. */
export function itemsOf(value) {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= ${MAX_ITEMS} ? n : ITEMS;
}

export function Markup({ page, items = ITEMS }) {
  return (
    <main>
      <h1>Page {page}</h1>
      <ul>
        {Array.from({ length: items }, (_, i) => i + 1).map((n) => (
          <li key={n} className="rounded-lg border p-3">
            <a href={\`/product/article-\${(page - 1) * items + n}\`} className="block">
              <span className="mt-2 block font-medium">Article de démonstration n° {n}</span>
              <span className="text-muted-foreground block text-sm">Marque {n % 7}</span>
              <span className="mt-1 block font-semibold">{(n * 3.5).toFixed(2)} €</span>
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}
`;
}

/**
 * One thing of the shop's own, added alone to the bare app for the ceiling (issue 37 §4, « the
 * bare app plus just the one thing that costs it », bench/sections/plafond.ts):
 * - `proxy`: a proxy.ts with the shop's matcher (copied from proxy.ts) that only lets pass;
 * - `rewrites`: the shop's `beforeFiles` rewrites (next.config.ts `rewrites()`);
 * - `headers`: the shop's security headers on every answer (next.config.ts `headers()`);
 * - `cache`: the shop's two cache handlers (build/cache-handlers/*.mjs), without the shared tag
 *   board the shop's instrumentation starts (the handlers then keep invalidations local);
 * - `standalone`: `output: 'standalone'`, served by its server.js instead of `next start`;
 * - `on-demand` (issue 37 §3): Cache Components (`cacheComponents: true`, with the shop's
 *   `partialPrefetching: false` and `isrFlushToDisk: false`: pages rendered at run time stay
 *   in memory) and a route rendered on
 *   demand the way the shop's search twin routes are (app/(shop)/catalog/resultats/…,
 *   app/(shop)/couleurs-recherche/resultats/…): `/vue/[terme]`, `ensureStatic = 'navigation'`,
 *   one sample term prerendered at build (`generateStaticParams`), its title from the term
 *   (`generateMetadata`), the bare pages' markup, no data. Its first request for a term is
 *   Next's on-demand prerender, the next ones its cached answer. The per-request page keeps its
 *   content in a `<Suspense>` (Cache Components refuses `connection()` outside one);
 * - `mirror` (issue 37 §4, page by page): a page at each of some shop addresses, of the same
 *   kind of route and weight as the shop's page there, and a static page of each of those
 *   weights (bench/lib/mirror.ts).
 */
export type BareComponent =
  'proxy' | 'rewrites' | 'headers' | 'cache' | 'standalone' | 'on-demand' | 'mirror';

/** What the shop's next.config.ts installs, as plain values for the bare app's config. */
export type ShopParts = {
  /** The source of proxy.ts's `export const config = …` (a literal object: Next reads it). */
  proxyConfig: string;
  rewrites: unknown[];
  headers: Array<{ key: string; value: string }>;
  cacheHandlers: { useCache: string; shell: string };
};

function configModule(components: readonly BareComponent[], parts?: ShopParts): string {
  const has = (c: BareComponent) => components.includes(c);
  const lines: string[] = [];
  if (has('standalone')) lines.push(`  output: 'standalone',`);
  if (has('on-demand')) {
    lines.push(`  cacheComponents: true,`);
    lines.push(`  partialPrefetching: false,`);
    lines.push(`  experimental: { isrFlushToDisk: false },`);
  }
  if (has('cache') && parts) {
    lines.push(`  cacheHandlers: { default: ${JSON.stringify(parts.cacheHandlers.useCache)} },`);
    lines.push(`  cacheHandler: ${JSON.stringify(parts.cacheHandlers.shell)},`);
  }
  if (has('rewrites') && parts) {
    lines.push(
      `  async rewrites() {\n    return { beforeFiles: ${JSON.stringify(parts.rewrites)}, afterFiles: [], fallback: [] };\n  },`,
    );
  }
  if (has('headers') && parts) {
    lines.push(
      `  async headers() {\n    return [{ source: '/:path*', headers: ${JSON.stringify(parts.headers)} }];\n  },`,
    );
  }
  return `/** The bench's bare reference: Next's defaults${components.length ? ` plus the shop's ${components.join(', ')}` : ''}. */\nexport default {\n${lines.join('\n')}\n};\n`;
}

function sources(
  items: number,
  components: readonly BareComponent[] = [],
  parts?: ShopParts,
  pageItems: readonly number[] = [],
  mirror: readonly SizedMirrorPage[] = [],
): Record<string, string> {
  return {
    'next.config.js': configModule(components, parts),
    ...(components.includes('proxy') && parts
      ? {
          'proxy.js': `import { NextResponse } from 'next/server';

/** The shop's matcher, nothing else: every matched request goes on unchanged. */
export function proxy() {
  return NextResponse.next();
}

${parts.proxyConfig}
`,
        }
      : {}),
    'app/layout.jsx': `export const metadata = { title: 'Référence nue' };

export default function RootLayout({ children }) {
  return (
    <html lang="fr">
      <body>{children}</body>
    </html>
  );
}
`,
    'app/markup.jsx': markupModule(items),
    'app/page.jsx': `import { Markup } from './markup';

/** Static: prerendered at build, served from Next's cache. */
export default function Page() {
  return <Markup page={1} />;
}
`,
    // The same static page at an address the shop's proxy matcher sends to the proxy (as it
    // does product and colour pages); '/' is one of the plain pages it leaves out.
    'app/fiche/page.jsx': `import { Markup } from '../markup';

/** Static, as the home page: prerendered at build, served from Next's cache. */
export default function Page() {
  return <Markup page={1} />;
}
`,
    'app/par-requete/page.jsx': components.includes('on-demand')
      ? `import { Suspense } from 'react';
import { connection } from 'next/server';
import { itemsOf, Markup } from '../markup';

/** Rendered for each request: Cache Components wants what waits for it inside a Suspense. */
export default function Page({ searchParams }) {
  return (
    <Suspense>
      <PerRequest searchParams={searchParams} />
    </Suspense>
  );
}

async function PerRequest({ searchParams }) {
  await connection();
  const query = await searchParams;
  const page = Number(query.page ?? 1) || 1;
  return <Markup page={page} items={itemsOf(query.items)} />;
}
`
      : `import { connection } from 'next/server';
import { itemsOf, Markup } from '../markup';

/** Rendered for each request: it waits for the request, then reads its query. */
export default async function Page({ searchParams }) {
  await connection();
  const query = await searchParams;
  const page = Number(query.page ?? 1) || 1;
  return <Markup page={page} items={itemsOf(query.items)} />;
}
`,
    // The reference's pages of the shop pages' own weights, all prerendered at build.
    ...(components.length === 0 && pageItems.length > 0
      ? {
          'app/poids/[items]/page.jsx': `import { Markup } from '../../markup';

/** Static pages of these item counts, prerendered at build; any other count is a 404. */
export const dynamicParams = false;

export function generateStaticParams() {
  return ${JSON.stringify(pageItems.map((n) => ({ items: String(n) })))};
}

export default async function Page({ params }) {
  const { items } = await params;
  return <Markup page={1} items={Number(items)} />;
}
`,
        }
      : {}),
    ...(components.includes('on-demand')
      ? {
          'app/vue/[terme]/page.jsx': `import { Markup } from '../../markup';

/**
 * Like the shop's search twin routes: the complete page is static output, prerendered at build
 * for the sample term and, for any other term, on its first request (then served from the cache).
 */
export const ensureStatic = 'navigation';

export function generateStaticParams() {
  return [{ terme: 'exemple' }];
}

export async function generateMetadata({ params }) {
  const { terme } = await params;
  return { title: \`Recherche « \${decodeURIComponent(terme)} »\` };
}

export default async function Page({ params }) {
  const { terme } = await params;
  return (
    <>
      <p>{decodeURIComponent(terme)}</p>
      <Markup page={1} />
    </>
  );
}
`,
        }
      : {}),
    ...(components.includes('mirror') ? mirrorSources(mirror, markupModule) : {}),
  };
}

/** The folder of the bare app with these components (none: the reference itself). */
function dirOf(components: readonly BareComponent[]): string {
  return components.length === 0 ? DIR : `${DIR}-${[...components].sort().join('-')}`;
}

/**
 * Writes the app's sources and builds it unless the same sources were built with this Next;
 * with `components`, the variant of the bare app that adds those parts of the shop (`parts`).
 * `pageItems` (the reference only): the item counts of its static pages `/poids/<items>`;
 * `mirror` (with the `mirror` component): the shop addresses it mirrors (bench/lib/mirror.ts).
 */
export function prepareBareApp(
  weightBytes: number,
  env: NodeJS.ProcessEnv = process.env,
  components: readonly BareComponent[] = [],
  parts?: ShopParts,
  pageItems: readonly number[] = [],
  mirror: readonly SizedMirrorPage[] = [],
): void {
  const dir = dirOf(components);
  const stamp = path.join(dir, '.next', 'bench-bare-stamp');
  const files = sources(itemsForMedian(weightBytes), components, parts, pageItems, mirror);
  const hash = createHash('sha256').update(`next ${version('next')} react ${version('react')}`);
  for (const [name, text] of Object.entries(files).sort()) hash.update(`${name}\0${text}\0`);
  if (components.includes('cache') && parts) {
    for (const file of Object.values(parts.cacheHandlers)) hash.update(fs.readFileSync(file));
  }
  const fingerprint = hash.digest('hex');
  const label = components.length ? ` (+ ${components.join(', ')})` : '';
  if (
    fs.existsSync(stamp) &&
    fs.readFileSync(stamp, 'utf8') === fingerprint &&
    fs.existsSync(path.join(dir, '.next', 'BUILD_ID'))
  ) {
    console.log(`[bench] application nue${label} à jour, pas de recompilation`);
    return;
  }
  fs.rmSync(dir, { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  console.log(`[bench] compilation de l'application nue${label} (${dir})`);
  // BENCH_BUILD_LOCK: a lock file this build waits for (flock), so that a bench run that
  // measures without the machine's build lock still builds under it.
  const lock = process.env.BENCH_BUILD_LOCK;
  const command = [process.execPath, NEXT_BIN, 'build'];
  const result = spawnSync(
    lock ? 'flock' : command[0]!,
    lock ? [lock, ...command] : command.slice(1),
    {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) throw new Error(`la compilation de l'application nue${label} a échoué`);
  fs.writeFileSync(stamp, fingerprint);
}

export type BareApp = {
  /** The static page's and the per-request page's full addresses (the median weight). */
  staticUrl: string;
  perRequestUrl: string;
  /** The static page of `items` items (built with them: `pageItems`), its full address. */
  staticUrlOf: (items: number) => string;
  /** The per-request page rendering `items` items, its full address. */
  perRequestUrlOf: (items: number) => string;
  pid: number | undefined;
  stop: () => void;
};

/** The standalone server.js of a build: Next nests it under the folder it traced from. */
function standaloneServer(dir: string): string {
  const root = path.join(dir, '.next', 'standalone');
  const found = fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => path.basename(f) === 'server.js' && !f.includes('node_modules'))
    .sort((x, y) => x.length - y.length)[0];
  if (!found) throw new Error(`pas de server.js dans ${root}`);
  return path.join(root, found);
}

/**
 * The built bare app on `port` (127.0.0.1), with the shop server's Node options: `next start`,
 * or its standalone server.js for a variant with `standalone`.
 */
export async function startBareApp(
  port: number,
  components: readonly BareComponent[] = [],
): Promise<BareApp> {
  await assertPortFree(port);
  const dir = dirOf(components);
  const standalone = components.includes('standalone');
  const server = spawn(
    process.execPath,
    standalone
      ? [standaloneServer(dir)]
      : [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd: dir,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        NODE_OPTIONS: serverNodeOptions(0),
        ...(standalone ? { HOSTNAME: '127.0.0.1', PORT: String(port) } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const stop = groupStopper(server.pid);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(base)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error("l'application nue ne répond pas");
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    staticUrl: base,
    perRequestUrl: `${base}/par-requete?page=2`,
    staticUrlOf: (items) => `${base}/poids/${items}`,
    perRequestUrlOf: (items) => `${base}/par-requete?page=2&items=${items}`,
    pid: server.pid,
    stop,
  };
}

/**
 * A page's HTML bytes (0 when it does not answer with HTML) and the bytes of its answer's status
 * line and headers (about: as Node's fetch gives them back), asked as the bench's autocannon asks
 * (no compression).
 */
export async function answerBytes(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ html: number; head: number }> {
  const response = await fetch(url, {
    headers: { 'accept-encoding': 'identity', ...headers },
    redirect: 'manual',
  });
  const type = response.headers.get('content-type') ?? '';
  const body = Buffer.from(await response.arrayBuffer());
  let head = `HTTP/1.1 ${response.status} ${response.statusText}\r\n\r\n`.length;
  response.headers.forEach((value, name) => {
    head += Buffer.byteLength(`${name}: ${value}\r\n`);
  });
  return { html: type.includes('text/html') ? body.byteLength : 0, head };
}

/** The median HTML weight of these pages of the shop, in bytes. */
export async function shopWeight(urls: string[]): Promise<number> {
  const sizes = (await Promise.all(urls.map(async (url) => (await answerBytes(url)).html))).filter(
    (n) => n > 0,
  );
  sizes.sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 50_000;
}
