import { sessionCookie } from '../lib/session';
import type { BenchTarget } from '../types';

/**
 * Per-request account pages, signed in as the demo individual customer (a session row made
 * for the run, its cookie sent with every request): `/profile` and the session endpoint the
 * header's island calls on every page.
 */
const customer = ({ databaseUrl }: { databaseUrl: string }) =>
  sessionCookie(databaseUrl, 'particulier@nuancier.fr');

export const targets: BenchTarget[] = [
  { name: 'profil /profile (connecté)', path: '/profile', headers: customer, perRequest: true },
  {
    name: 'session /api/auth/session',
    path: '/api/auth/session',
    headers: customer,
    perRequest: true,
  },
];
