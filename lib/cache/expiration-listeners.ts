/**
 * In-process listeners of tag expirations, for caches that are not Next's: the legacy-redirect
 * answers memoised by the proxy (lib/redirects/resolve.ts). They live on `globalThis` because
 * the proxy and the pages are separate bundles in one process, each with its own copy of the
 * modules: a write in a Server Action must reach the proxy's copy too.
 *
 * Called for this instance's own writes (`lib/cache/invalidate.ts`) and for the other
 * instances' (the shared tag board, lib/cache/shared-tags.ts).
 */
type Listener = (tags: readonly string[]) => void;

const KEY = Symbol.for('nuancier.cache.expirationListeners');
const registry = globalThis as { [KEY]?: Set<Listener> };

function listeners(): Set<Listener> {
  return (registry[KEY] ??= new Set());
}

/** Calls `listener` with the tags each time some expire in this process. */
export function onTagsExpired(listener: Listener): () => void {
  listeners().add(listener);
  return () => listeners().delete(listener);
}

export function notifyTagsExpired(tags: readonly string[]): void {
  for (const listener of listeners()) {
    try {
      listener(tags);
    } catch {
      // A listener's failure must not stop the others (nor the write that expired the tags).
    }
  }
}
