/**
 * No cycle between domain folders: `lib/<domain>` and `components/<feature>` (and each top-level
 * `lib/*.ts` module) are the nodes, every import between two of them an edge, type-only and CSS
 * imports included. A cycle (catalogue → seo → catalogue, two folders or more) fails the test
 * with the files that close it, so a shared piece moves to the module both can depend on.
 */
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, nodeOf, type Graph } from './import-graph';

describe('domain folders', () => {
  it('finds a cycle when there is one (the check itself)', () => {
    const graph: Graph = new Map([
      ['lib/a', new Map([['lib/b', 'lib/a/x.ts']])],
      ['lib/b', new Map([['lib/c', 'lib/b/y.ts']])],
      ['lib/c', new Map([['lib/a', 'lib/c/z.ts']])],
      ['lib/d', new Map([['lib/a', 'lib/d/w.ts']])],
    ]);
    expect(cycles(graph)).toEqual([['lib/a', 'lib/b', 'lib/c']]);
    expect(nodeOf('lib/catalogue/queries.ts')).toBe('lib/catalogue');
    expect(nodeOf('lib/money.ts')).toBe('lib/money');
  });

  it('import each other in one direction only', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(10);
    const described = cycles(graph).map((component) =>
      component
        .flatMap((from) =>
          [...(graph.get(from) ?? [])]
            .filter(([to]) => component.includes(to))
            .map(([to, file]) => `${from} → ${to} (${file})`),
        )
        .join('; '),
    );
    expect(described).toEqual([]);
  });
});
