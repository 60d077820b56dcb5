/**
 * The import graph of lib/ and components/ for the architecture tests: `lib/<domain>` and
 * `components/<feature>` (and each top-level `lib/*.ts` module) are the nodes by default, every
 * import between two of them an edge, type-only and CSS imports included.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const ROOTS = ['lib', 'components'];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** `lib/catalogue` for lib/catalogue/queries.ts, `lib/money` for lib/money.ts. */
export function nodeOf(relative: string): string | null {
  const parts = relative.split('/');
  if (!ROOTS.includes(parts[0]!) || parts.length < 2) return null;
  return `${parts[0]}/${parts[1]!.replace(/\.(tsx?|css)$/, '')}`;
}

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)'([^']+)'/g;

export type Graph = Map<string, Map<string, string>>;

/**
 * Every import between two nodes, with the first file that makes it; `node` names the node of a
 * file (null: not in the graph).
 */
export function importGraph(node: (relative: string) => string | null = nodeOf): Graph {
  const graph: Graph = new Map();
  for (const top of ROOTS) {
    for (const file of sourceFiles(path.join(root, top))) {
      const from = node(path.relative(root, file).split(path.sep).join('/'));
      if (!from) continue;
      for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
        let target: string;
        if (spec!.startsWith('@/')) target = spec!.slice(2);
        else if (spec!.startsWith('.')) {
          target = path.relative(root, path.resolve(path.dirname(file), spec!));
          target = target.split(path.sep).join('/');
        } else continue;
        const to = node(target);
        if (!to || to === from) continue;
        if (!graph.has(from)) graph.set(from, new Map());
        if (!graph.get(from)!.has(to)) {
          graph.get(from)!.set(to, path.relative(root, file).split(path.sep).join('/'));
        }
      }
    }
  }
  return graph;
}

/** Strongly connected components of two nodes or more (Tarjan). */
export function cycles(graph: Graph): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let top: string;
      do {
        top = stack.pop()!;
        onStack.delete(top);
        component.push(top);
      } while (top !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}
