import type { BenchTarget } from '../types';

export const targets: BenchTarget[] = [{ name: 'accueil /', path: '/' }];
