/**
 * Legacy redirects that miss the proxy's cache: every request is a different old address, so
 * each one costs the full database lookup (legacy_redirects, product slug, colour candidates).
 */
import autocannon from 'autocannon';
import type { BenchSection } from '../types';

const CONNECTIONS = 20;

export const section: BenchSection = async ({ baseUrl }) => {
  const quick = process.argv.includes('--quick');
  let n = 0;
  const run = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: quick ? 3 : 10,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          path: `/produit/peinture-renault-qng-gris-platine-${Date.now().toString(36)}-${n++}`,
        }),
      },
    ],
  });
  const redirected = (run as unknown as Record<string, number>)['3xx'] ?? 0;
  const unexpected = run.requests.total - redirected;
  console.log(
    [
      'redirection sans cache /produit/…'.padEnd(34),
      run.requests.average.toFixed(0).padStart(8),
      run.latency.p50.toFixed(1).padStart(8),
      run.latency.p99.toFixed(1).padStart(8),
      ''.padStart(8),
      run.errors || unexpected ? `  (${run.errors} erreurs, ${unexpected} statuts inattendus)` : '',
    ].join(' '),
  );
};
