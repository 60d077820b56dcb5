/**
 * What every page's scripts carry (issue 12, « what a phone downloads »). The root layout and
 * the shop frame (`app/global-not-found.tsx` renders it, so Turbopack puts its client components
 * in the root layout's chunk group) are loaded by every page: the libraries below are fetched
 * on demand instead (`React.lazy` / `import()`), and this test fails if a client module the
 * frame imports statically brings one of them back. It follows static imports only, from the
 * root documents, and checks the modules reached from a `'use client'` file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const ENTRIES = ['app/layout.tsx', 'app/global-not-found.tsx', 'app/(shop)/layout.tsx'];

/** Loaded on first use: sonner (lib/toast.ts), Radix dialogs and tooltips, tailwind-merge. */
const ON_DEMAND: Array<[RegExp, string]> = [
  [/^sonner$/, 'sonner (use lib/toast.ts)'],
  [/^tailwind-merge$/, 'tailwind-merge'],
  [/^@\/lib\/utils$/, 'cn (tailwind-merge): use clsx or button-variants in the frame'],
  [/^@\/components\/ui\/(dialog|sheet|tooltip|switch)$/, 'a Radix dialog, sheet or tooltip'],
  [/^@\/components\/account\/auth-dialog$/, 'the authentication dialog'],
];

const STATIC_IMPORT = /^\s*import\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm;

function resolve(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

function eagerClientImports(): Array<{ file: string; spec: string; why: string }> {
  const found: Array<{ file: string; spec: string; why: string }> = [];
  const seen = new Set<string>();
  const visit = (file: string, client: boolean) => {
    const source = fs.readFileSync(file, 'utf8');
    const inClient = client || /^\s*['"]use client['"]/.test(source);
    const key = `${file}:${inClient}`;
    if (seen.has(key)) return;
    seen.add(key);
    for (const [, spec] of source.matchAll(STATIC_IMPORT)) {
      if (inClient) {
        const banned = ON_DEMAND.find(([pattern]) => pattern.test(spec!));
        if (banned) found.push({ file: path.relative(root, file), spec: spec!, why: banned[1] });
      }
      const target = resolve(file, spec!);
      if (target) visit(target, inClient);
    }
  };
  for (const entry of ENTRIES) visit(path.join(root, entry), false);
  return found;
}

describe('scripts every page loads', () => {
  it('the frame imports no on-demand library statically from a client module', () => {
    expect(eagerClientImports()).toEqual([]);
  });

  it('the walk sees the frame: a static import of sonner in a frame island would be found', () => {
    // The walk reaches the header's cart badge, whose toast goes through lib/toast.ts.
    const badge = fs.readFileSync(path.join(root, 'components/layout/cart-badge.tsx'), 'utf8');
    expect(badge).toMatch(/from '@\/lib\/toast'/);
    expect([...badge.matchAll(STATIC_IMPORT)].map((m) => m[1])).toContain('@/lib/toast');
  });
});
