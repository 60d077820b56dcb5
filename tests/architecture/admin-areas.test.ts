/**
 * lib/admin is a quarter of lib/ and counts as one node in domain-cycles.test.ts: inside it, each
 * screen's sub-area (`lib/admin/orders`, `lib/admin/seo`…) is a node of its own and the shared
 * modules at its top (`lib/admin/audit.ts`, `table.ts`, `csv.ts`, `nav.ts`, `urls.ts`) one each. The shared
 * modules import no sub-area; a sub-area imports another only where `MAY_IMPORT` says so (a
 * screen built on another's reads), and never in a cycle. A new edge is a decision: write it
 * here, or move the shared piece to a top-level module.
 */
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, type Graph } from './import-graph';

/** `lib/admin/orders` for lib/admin/orders/queries.ts, `lib/admin/audit` for lib/admin/audit.ts. */
export function adminNodeOf(relative: string): string | null {
  const parts = relative.split('/');
  if (parts[0] !== 'lib' || parts[1] !== 'admin' || parts.length < 3) return null;
  return `lib/admin/${parts[2]!.replace(/\.tsx?$/, '')}`;
}

const SHARED = new Set([
  'lib/admin/audit',
  'lib/admin/csv',
  'lib/admin/nav',
  'lib/admin/table',
  'lib/admin/urls',
]);

/** Sub-area → the other sub-areas it may import. */
const MAY_IMPORT: Record<string, readonly string[]> = {
  'lib/admin/analytics': ['lib/admin/dashboard'],
  'lib/admin/colours': ['lib/admin/products'],
  'lib/admin/dashboard': ['lib/admin/products'],
  'lib/admin/emails': ['lib/admin/lost-orders'],
  // The guarantee's « Rembourser » is an order refund (lib/admin/orders/refund.ts).
  'lib/admin/guarantee': ['lib/admin/orders'],
  'lib/admin/paint': ['lib/admin/products'],
  // A withdrawal's refund is an order refund (docs/decisions/withdrawal-refunds-as-order-refunds.md).
  'lib/admin/withdrawals': ['lib/admin/orders'],
};

/** Any node may import a shared module; a shared module no sub-area; a sub-area those listed. */
function allowed(from: string, to: string): boolean {
  if (SHARED.has(to)) return true;
  if (SHARED.has(from)) return false;
  return (MAY_IMPORT[from] ?? []).includes(to);
}

export function forbiddenEdges(graph: Graph): string[] {
  return [...graph].flatMap(([from, targets]) =>
    [...targets]
      .filter(([to]) => !allowed(from, to))
      .map(([to, file]) => `${from} → ${to} (${file})`),
  );
}

describe('lib/admin sub-areas', () => {
  it('names the nodes and finds a forbidden edge (the check itself)', () => {
    expect(adminNodeOf('lib/admin/orders/queries.ts')).toBe('lib/admin/orders');
    expect(adminNodeOf('lib/admin/table.ts')).toBe('lib/admin/table');
    expect(adminNodeOf('lib/orders/place.ts')).toBeNull();
    const graph: Graph = new Map([
      ['lib/admin/orders', new Map([['lib/admin/table', 'lib/admin/orders/a.ts']])],
      ['lib/admin/seo', new Map([['lib/admin/orders', 'lib/admin/seo/b.ts']])],
      ['lib/admin/table', new Map([['lib/admin/orders', 'lib/admin/table.ts']])],
      ['lib/admin/paint', new Map([['lib/admin/products', 'lib/admin/paint/c.ts']])],
      ['lib/admin/audit', new Map([['lib/admin/table', 'lib/admin/audit.ts']])],
    ]);
    expect(forbiddenEdges(graph)).toEqual([
      'lib/admin/seo → lib/admin/orders (lib/admin/seo/b.ts)',
      'lib/admin/table → lib/admin/orders (lib/admin/table.ts)',
    ]);
  });

  it('import the shared modules and the sub-areas they are allowed, in one direction', () => {
    const graph = importGraph(adminNodeOf);
    expect(graph.size).toBeGreaterThan(10);
    expect(forbiddenEdges(graph)).toEqual([]);
    expect(cycles(graph)).toEqual([]);
  });
});
