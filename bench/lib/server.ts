import { spawn } from 'node:child_process';
import { appEnv, standaloneEnv } from '../../scripts/lib/app-env';
import { databaseReady } from '../../scripts/lib/database';
import { buildIfNeeded, STANDALONE_SERVER } from '../../scripts/lib/next-build';
import { prepareBareApp, shopWeight, startBareApp } from './bare-app';
import { PHONE_PAGES } from './phone-pages';
import { assertPortFree, groupStopper } from './process-group';

async function waitForServer(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/robots.txt`);
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('le serveur ne répond pas');
}

/**
 * The built shop on `port`, as production runs it (scripts/start.ts): node on the standalone
 * server (`output: 'standalone'`, next.config.ts) with `standaloneEnv`, never `next start`
 * (which Next does not support for a standalone build); `stop()` ends it. `script`: another
 * standalone server.js (a copy of an earlier build, to compare before and after a change).
 *
 * It listens on every interface (HOSTNAME 0.0.0.0), as scripts/start.ts and the Dockerfile do,
 * and is asked at 127.0.0.1. Bound to 127.0.0.1, Next 16 sends every rewrite of proxy.ts (the
 * search views, the listings' twin routes) through an HTTP proxy to itself: its router compares
 * the rewrite's origin with `http://127.0.0.1:<port>`, but the proxy's `request.url` names the
 * host `localhost` (NextURL turns loopback addresses into `localhost`), so the rewrite looks
 * external (vercel/next.js#94745). Production never runs so; the bench measured that detour
 * (docs/decisions/search-page-first-render.md).
 */
export async function startServer(
  env: NodeJS.ProcessEnv,
  port: number,
  script = STANDALONE_SERVER,
) {
  await assertPortFree(port);
  const server = spawn(process.execPath, [script], {
    env: standaloneEnv(port, env, '0.0.0.0'),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const stop = groupStopper(server.pid);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(url, 60_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop, pid: server.pid };
}

/**
 * For the page-weight and Lighthouse scripts: the running server given by `--url=http://…`, or
 * the shop built if needed and started on BENCH_PORT (default 3200), on the demo database or,
 * with `--large`, the large catalogue's; beside it the separate bare app (BENCH_PORT + 2) with
 * pages of the phone pages' weight. `pageUrl` is a phone page's full address.
 */
export async function benchServer(): Promise<{
  pageUrl: (page: (typeof PHONE_PAGES)[number]) => string;
  url: string;
  stop: () => void;
}> {
  const shop = await shopServer();
  try {
    const shopPages = PHONE_PAGES.filter((p) => !p.bare).map((p) => `${shop.url}${p.path}`);
    prepareBareApp(await shopWeight(shopPages));
    const bare = await startBareApp(Number(process.env.BENCH_PORT ?? 3200) + 2);
    return {
      url: shop.url,
      pageUrl: (page) => `${page.bare ? bare.staticUrl : shop.url}${page.path}`,
      stop: () => {
        bare.stop();
        shop.stop();
      },
    };
  } catch (error) {
    shop.stop();
    throw error;
  }
}

async function shopServer(): Promise<{ url: string; stop: () => void }> {
  const given = process.argv.find((a) => a.startsWith('--url='))?.slice('--url='.length);
  if (given) return { url: given, stop: () => {} };
  const url = process.argv.includes('--large')
    ? await databaseReady({ database: 'nuancier_large', seed: false })
    : await databaseReady();
  const port = Number(process.env.BENCH_PORT ?? 3200);
  const childEnv = appEnv(url, {
    SITE_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  });
  await buildIfNeeded(childEnv, url);
  return startServer(childEnv, port);
}
