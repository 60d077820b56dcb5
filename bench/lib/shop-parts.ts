/**
 * The parts of the shop's server configuration the ceiling adds one by one to the bare app
 * (bench/sections/plafond.ts): taken from the shop's own sources, so the variants follow them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { compileCacheHandlers } from '../../lib/cache/next-handlers/compile';
import { colourListRewrites } from '../../lib/colours/rewrites';
import { env, runtimeMode } from '../../lib/env';
import { securityHeaders } from '../../lib/security/headers';
import type { ShopParts } from './bare-app';

/** proxy.ts's `export const config = { … };`, to its end (the matcher, a literal Next reads). */
function proxyConfigSource(): string {
  const text = fs.readFileSync(path.resolve('proxy.ts'), 'utf8');
  const start = text.indexOf('export const config');
  if (start < 0) throw new Error('proxy.ts sans « export const config »');
  return text.slice(start).trim();
}

export function shopParts(siteUrl: string): ShopParts {
  const handlers = compileCacheHandlers();
  return {
    proxyConfig: proxyConfigSource(),
    // next.config's `beforeFiles`: the colour lists' rules (the listing and variant rules run in
    // proxy.ts, docs/decisions/query-rewrites-in-proxy.md).
    rewrites: colourListRewrites,
    headers: securityHeaders({
      siteUrl,
      connect: env.NEXT_PUBLIC_POSTHOG_KEY ? [new URL(env.NEXT_PUBLIC_POSTHOG_HOST).origin] : [],
      stripe: runtimeMode.payment.stripe,
    }),
    cacheHandlers: { useCache: handlers['use-cache-handler'], shell: handlers['shell-handler'] },
  };
}
