/**
 * Where the handlers (loaded by Next outside the app's bundle) find this instance's tag board,
 * which the app starts (lib/cache/shared-tags.ts `startSharedTags`, from instrumentation.ts):
 * on `globalThis`, under one symbol. Absent during `next build` and in unit tests: the handlers
 * then keep their invalidations to this process.
 */
export type BoardLink = {
  /** Records the tags' invalidation in the shared table and notifies the other instances. */
  publish(tags: readonly string[]): Promise<void>;
  /** Reads the invalidations recorded since the last read. */
  catchUp(): Promise<void>;
  /** Whether notifications are being received (otherwise only reading the table tells). */
  readonly listening: boolean;
};

export const BOARD_KEY = Symbol.for('nuancier.cache.sharedTags');

export function board(): BoardLink | undefined {
  return (globalThis as { [BOARD_KEY]?: BoardLink })[BOARD_KEY];
}
