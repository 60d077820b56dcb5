import type { BenchTarget } from '../types';

/** The cart page's shell (static; its prices come from the priceCart action, bench/sections). */
export const targets: BenchTarget[] = [{ name: 'panier /cart', path: '/cart' }];
