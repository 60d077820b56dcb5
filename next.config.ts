import path from 'node:path';
import type { NextConfig } from 'next';
import { compileCacheHandlers } from './lib/cache/next-handlers/compile';
import { env, runtimeMode } from './lib/env';
import { ACTION_BODY_LIMIT } from './lib/security/action-doors';
import { securityHeaders } from './lib/security/headers';
import { colourListRewrites } from './lib/colours/rewrites';

const cacheHandlerFiles = compileCacheHandlers();
// On every answer (lib/security/headers.ts): PostHog's host may be contacted (only after
// analytics consent), and only when a key is set.
const headers = securityHeaders({
  siteUrl: env.SITE_URL,
  connect: env.NEXT_PUBLIC_POSTHOG_KEY ? [new URL(env.NEXT_PUBLIC_POSTHOG_HOST).origin] : [],
  stripe: runtimeMode.payment.stripe,
});

const nextConfig: NextConfig = {
  // Production path (README « Production », docs/decisions/production-path.md): `npm run build`
  // also gives `.next/standalone/server.js`, a server that needs no `node_modules` beside it,
  // which every instance runs (and the Dockerfile ships).
  output: 'standalone',
  // The project itself, not a folder above it that holds another lock file: server.js lands at
  // `.next/standalone/server.js`.
  outputFileTracingRoot: path.resolve('.'),
  // Read from the working directory at run time, which the tracer cannot see: the invoice PDF's
  // fonts (lib/invoices/pdf.tsx) and the migrations' journal.
  outputFileTracingIncludes: { '/*': ['lib/invoices/fonts/**', 'supabase/migrations/**'] },
  // The same for every instance of a deployment (lib/env.ts); the build fingerprint by default.
  ...(env.DEPLOYMENT_ID ? { deploymentId: env.DEPLOYMENT_ID } : {}),
  cacheComponents: true,
  // 'use cache' entries and page shells stay in each instance's memory, on Next's documented
  // handler contracts; an invalidation on one instance reaches every other one on the same
  // database, and a render under way across an invalidation is not stored as fresh
  // (lib/cache/next-handlers/, compiled from TypeScript here; docs/architecture.md).
  cacheHandlers: { default: cacheHandlerFiles['use-cache-handler'] },
  cacheHandler: cacheHandlerFiles['shell-handler'],
  partialPrefetching: false,
  poweredByHeader: false,
  generateEtags: false,
  reactStrictMode: true,
  typedRoutes: false,
  // npm test type-checks once, in its `types` step, before it builds (docs/decisions/ci-pipeline.md).
  typescript: { ignoreBuildErrors: env.BUILD_TYPES_CHECKED },
  // proxy.ts does the trailing-slash redirect itself (same 308 for ordinary paths) so that a
  // legacy `/produit/x/` gets one 301 to its final page instead of 308 then 301.
  skipTrailingSlashRedirect: true,
  experimental: {
    // app/global-not-found.tsx: unknown addresses get the shop's header and footer without
    // sending that markup again with every page (as a root not-found.tsx would).
    globalNotFound: true,
    // Admin imports (a maker's colour chart, a product CSV) and uploads reach their actions
    // whole; each action checks its own, smaller limit (lib/admin/csv.ts, uploads). proxy.ts
    // answers 413 above it (lib/security/action-doors.ts).
    serverActions: { bodySizeLimit: ACTION_BODY_LIMIT },
    // Pages rendered again at run time stay in memory; the shells on disk stay the build's own.
    // A build is reused across data changes (scripts/lib/next-build.ts): a shell written to disk
    // by one run would otherwise be served, dated after its data, to the next run on a database
    // reset to the seed (docs/decisions/build-fingerprint.md).
    isrFlushToDisk: false,
    // A clean clone never reads the Turbopack cache a build writes (.ci/run sets it off).
    turbopackFileSystemCacheForBuild: env.BUILD_FS_CACHE,
  },
  images: {
    // Every image is served from public/ (no external image host is reachable).
    formats: ['image/webp'],
  },
  async rewrites() {
    // A colour list's query is served by its twin route (lib/colours/rewrites.ts). The listing
    // and variant rules run in proxy.ts (docs/decisions/query-rewrites-in-proxy.md).
    return { beforeFiles: colourListRewrites, afterFiles: [], fallback: [] };
  },
  async headers() {
    return [{ source: '/:path*', headers }];
  },
};

export default nextConfig;
