import type { BenchTarget } from '../types';

/** Shop layout pages besides the home page: a prose page, the contact form, the French 404. */
export const targets: BenchTarget[] = [
  { name: 'livraison /livraison', path: '/livraison' },
  { name: 'contact /contact', path: '/contact' },
  { name: 'page introuvable (404)', path: '/nimporte-quoi', status: 404 },
];
