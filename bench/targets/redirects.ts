import type { BenchTarget } from '../types';

/**
 * Legacy redirects (proxy.ts): one static rule and one database rule (after its first lookup
 * the answer comes from the per-instance cache; bench/sections/redirects.ts measures uncached
 * lookups).
 */
export const targets: BenchTarget[] = [
  { name: 'redirection statique /catalog', path: '/catalog', status: 301 },
  {
    name: 'redirection base /couleur/qng',
    path: '/couleur/qng-gris-platine',
    status: 301,
  },
];
