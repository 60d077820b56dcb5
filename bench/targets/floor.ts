import type { BenchTarget } from '../types';

/**
 * The shop server's own floor (issue 37 §4): robots.txt is answered from the build (a static
 * route handler), outside proxy.ts's matcher (`.txt`) and without the root layout. Beside a
 * cached page of the same round it shows what the proxy, the page's rendering path and its
 * weight cost, and beside the bare app's static page what the shop server costs by itself.
 */
export const targets: BenchTarget[] = [
  { name: 'robots.txt (hors proxy, sans page)', path: '/robots.txt' },
];
