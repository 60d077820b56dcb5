/**
 * The bench's reference (issue 37 §5): a separate, bare Next app — the shop's own Next and React
 * (its node_modules, found by walking up from `.tmp/bench-bare-app/`), its own next.config and
 * `app/`, no proxy, no shop layout, no data — with two pages of the shop's HTML weight:
 * `/` (static, prerendered at build) and `/par-requete` (`await connection()`: rendered for each
 * request, it reads its `?page=`). The shop's cached pages are measured against the first, its
 * per-request pages against the second, in the same rounds.
 *
 * The markup is sized to the weight asked (rounded to WEIGHT_STEP so that a few bytes more on a
 * shop page do not rebuild it); the build is kept between runs and redone only when the
 * generated sources or Next's or React's version change (a stamp beside the build).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serverNodeOptions } from '../../scripts/lib/app-env';

const DIR = path.resolve('.tmp', 'bench-bare-app');
const STAMP = path.join(DIR, '.next', 'bench-bare-stamp');
const NEXT_BIN = path.resolve('node_modules', 'next', 'dist', 'bin', 'next');
/** Weights are rounded to this many bytes: the build is reused while the shop's weight stays near. */
const WEIGHT_STEP = 5_000;
/**
 * HTML bytes one generated item adds to a page (its element and its copy in the inline RSC
 * payload), measured on Next 16.4.6; the bench prints the bare pages' real weights beside the
 * shop's, so a drift shows.
 */
const BYTES_PER_ITEM = 820;
/** HTML of a page with no item (Next's document, scripts and payload frame). */
const EMPTY_PAGE_BYTES = 4_500;

function version(pkg: string): string {
  const file = path.resolve('node_modules', pkg, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** A shop-like block: a list of links (the frame's menus) and product cards, `items` in all. */
function markupModule(items: number): string {
  return `export const ITEMS = Array.from({ length: ${items} }, (_, i) => i + 1);

export function Markup({ page }) {
  return (
    <main>
      <h1>Page {page}</h1>
      <ul>
        {ITEMS.map((n) => (
          <li key={n} className="rounded-lg border p-3">
            <a href={\`/product/article-\${(page - 1) * ${items} + n}\`} className="block">
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

function sources(items: number): Record<string, string> {
  return {
    'next.config.js': `/** The bench's bare reference: Next's defaults. */\nexport default {};\n`,
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
    'app/par-requete/page.jsx': `import { connection } from 'next/server';
import { Markup } from '../markup';

/** Rendered for each request: it waits for the request, then reads its query. */
export default async function Page({ searchParams }) {
  await connection();
  const page = Number((await searchParams).page ?? 1) || 1;
  return <Markup page={page} />;
}
`,
  };
}

/** Items for a page of about `bytes` of HTML. */
function itemsFor(bytes: number): number {
  const rounded = Math.max(WEIGHT_STEP, Math.round(bytes / WEIGHT_STEP) * WEIGHT_STEP);
  return Math.max(1, Math.round((rounded - EMPTY_PAGE_BYTES) / BYTES_PER_ITEM));
}

/** Writes the app's sources and builds it unless the same sources were built with this Next. */
export function prepareBareApp(weightBytes: number, env: NodeJS.ProcessEnv = process.env): void {
  const files = sources(itemsFor(weightBytes));
  const hash = createHash('sha256').update(`next ${version('next')} react ${version('react')}`);
  for (const [name, text] of Object.entries(files).sort()) hash.update(`${name}\0${text}\0`);
  const fingerprint = hash.digest('hex');
  if (
    fs.existsSync(STAMP) &&
    fs.readFileSync(STAMP, 'utf8') === fingerprint &&
    fs.existsSync(path.join(DIR, '.next', 'BUILD_ID'))
  ) {
    console.log('[bench] application nue à jour, pas de recompilation');
    return;
  }
  fs.rmSync(DIR, { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(DIR, name)), { recursive: true });
    fs.writeFileSync(path.join(DIR, name), text);
  }
  console.log(`[bench] compilation de l'application nue (${DIR})`);
  const result = spawnSync(process.execPath, [NEXT_BIN, 'build'], {
    cwd: DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error("la compilation de l'application nue a échoué");
  fs.writeFileSync(STAMP, fingerprint);
}

export type BareApp = {
  /** The static page's and the per-request page's full addresses. */
  staticUrl: string;
  perRequestUrl: string;
  pid: number | undefined;
  stop: () => void;
};

/** `next start -H 127.0.0.1` of the built bare app on `port`, with the shop server's Node options. */
export async function startBareApp(port: number): Promise<BareApp> {
  const server = spawn(
    process.execPath,
    [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd: DIR,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
        NODE_OPTIONS: serverNodeOptions(0),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
  const stop = () => {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  };
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
  return { staticUrl: base, perRequestUrl: `${base}/par-requete?page=2`, pid: server.pid, stop };
}

/** HTML bytes of a page (0 when it does not answer with HTML). */
export async function htmlBytes(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers, redirect: 'manual' });
  const type = response.headers.get('content-type') ?? '';
  const body = Buffer.from(await response.arrayBuffer());
  return type.includes('text/html') ? body.byteLength : 0;
}

/** The median HTML weight of these pages of the shop, in bytes. */
export async function shopWeight(urls: string[]): Promise<number> {
  const sizes = (await Promise.all(urls.map((url) => htmlBytes(url)))).filter((n) => n > 0);
  sizes.sort((a, b) => a - b);
  return sizes[Math.floor(sizes.length / 2)] ?? 50_000;
}
