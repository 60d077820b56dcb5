/**
 * The cart's pricing: the pricing function on a 20-line cart (products, variants, custom
 * paint, varnish pen, promotion, professional prices) timed in its own process, then the cart
 * page's pricing action (`priceCart`, a per-request Server Action) under 20 connections.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import type { BenchSection } from '../types';

const CONNECTIONS = 20;

/** The Server Action id of `priceCart` in the build (Next's server reference manifest). */
function priceCartActionId(): string | null {
  const file = path.join(process.cwd(), '.next/server/server-reference-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    node: Record<string, { filename?: string; exportedName?: string }>;
  };
  for (const [id, entry] of Object.entries(manifest.node)) {
    if (entry.filename?.includes('lib/pricing/actions') && entry.exportedName === 'priceCart') {
      return id;
    }
  }
  return null;
}

async function benchLines(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `select id from products where is_active and visible_in_frontend and not has_variants
       order by md5(id::text) limit 8`,
    );
    return rows.map((r) => ({ productId: r.id, variantId: null, quantity: 1 }));
  } finally {
    await client.end();
  }
}

export const section: BenchSection = async ({ baseUrl, databaseUrl, seconds }) => {
  const timing = spawnSync(
    'npx',
    ['tsx', '--import', './bench/lib/no-server-only.mjs', 'bench/lib/pricing-timing.ts'],
    { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' },
  );
  const line = timing.stdout.trim().split('\n').at(-1) ?? '';
  try {
    const t = JSON.parse(line) as { p50: number; p95: number; p99: number; runs: number };
    console.log(
      `\nTarification d'un panier de 20 lignes (pro, promotion, peinture) : p50 ${t.p50.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms, p99 ${t.p99.toFixed(2)} ms (${t.runs} appels)`,
    );
  } catch {
    console.log(`\nTarification : échec (${timing.stderr.trim().split('\n').slice(-3).join(' ')})`);
  }

  const id = priceCartActionId();
  if (!id) {
    console.log('action priceCart introuvable dans le manifeste du build');
    return;
  }
  const body = JSON.stringify([{ lines: await benchLines(databaseUrl), promoCode: 'BIENVENUE10' }]);
  const run = await autocannon({
    url: `${baseUrl}/cart`,
    connections: CONNECTIONS,
    duration: seconds,
    method: 'POST',
    headers: {
      'content-type': 'text/plain;charset=UTF-8',
      accept: 'text/x-component',
      'next-action': id,
    },
    body,
  });
  const non2xx = run.non2xx ?? 0;
  console.log(
    [
      'action priceCart (panier 8 lignes)'.padEnd(34),
      run.requests.average.toFixed(0).padStart(8),
      run.latency.p50.toFixed(1).padStart(8),
      run.latency.p99.toFixed(1).padStart(8),
      run.errors || non2xx ? `  (${run.errors} erreurs, ${non2xx} statuts inattendus)` : '',
    ].join(' '),
  );
};
