import type { CookieJar, CookieOptions } from '@/lib/auth/contract';

/** A browser's cookie jar for adapter tests: what the adapter sets is sent back next time. */
export function memoryJar(): CookieJar & { options: Map<string, CookieOptions | undefined> } {
  const values = new Map<string, string>();
  const options = new Map<string, CookieOptions | undefined>();
  return {
    options,
    get: (name) => values.get(name),
    getAll: () => [...values].map(([name, value]) => ({ name, value })),
    set: (name, value, o) => {
      values.set(name, value);
      options.set(name, o);
    },
    delete: (name) => {
      values.delete(name);
    },
  };
}
