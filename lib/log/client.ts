/** The browser's logger: errors only, with a timestamp prefix (spec section 8). */
export const clientLog = {
  error(...args: unknown[]) {
    console.error(`[${new Date().toISOString()}]`, ...args);
  },
};
