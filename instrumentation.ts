/**
 * Runs once when a server instance starts (Next's instrumentation hook). Starts the shared
 * cache-tag board (lib/cache/shared-tags.ts) so that a write through any instance expires the
 * cached pages of all of them. Never during `next build`: the build needs no such connection.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ startSharedTags }, { databaseUrl }] = await Promise.all([
    import('./lib/cache/shared-tags'),
    import('./lib/env'),
  ]);
  await startSharedTags(databaseUrl());
}
