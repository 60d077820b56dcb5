/**
 * One door to zod (issue 34 §6): lib/zod.ts configures the French error map and
 * re-exports `z`. A module that imported 'zod' itself could parse, in a process or a browser
 * bundle where nothing imported lib/zod.ts, with zod's English messages. Any import
 * of 'zod' (or of one of its subpaths) under lib/, app/ and components/, tests included, fails
 * this test with its place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const DOOR = 'lib/zod.ts';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(tsx?|mts|cts|jsx?|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** The lines (1-based) of a source text that import 'zod' or a subpath of it. */
export function zodImports(text: string): number[] {
  const pattern =
    /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)['"]zod(?:\/[^'"]*)?['"]/g;
  const lines: number[] = [];
  for (const match of text.matchAll(pattern)) {
    lines.push(text.slice(0, match.index).split('\n').length);
  }
  return lines;
}

describe('zod is imported through lib/zod.ts only', () => {
  it('finds every form of import', () => {
    expect(zodImports("import { z } from 'zod';")).toEqual([1]);
    expect(zodImports('import type { z } from "zod";')).toEqual([1]);
    expect(zodImports("\nimport * as z from 'zod/v4';")).toEqual([2]);
    expect(zodImports("import { fr } from 'zod/locales';")).toEqual([1]);
    expect(zodImports("const z = await import('zod');")).toEqual([1]);
    expect(zodImports("import 'zod';")).toEqual([1]);
    expect(zodImports("export { z } from 'zod';")).toEqual([1]);
    expect(zodImports("import { z } from '@/lib/zod';")).toEqual([]);
    expect(zodImports("import { z } from './zod';")).toEqual([]);
    expect(zodImports("import x from 'zod-to-json';")).toEqual([]);
  });

  it('no file under lib/, app/ or components/ imports zod directly', () => {
    const offenders = ['lib', 'app', 'components']
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .map((file) => path.relative(root, file))
      .filter((file) => file !== DOOR)
      .flatMap((file) =>
        zodImports(fs.readFileSync(path.join(root, file), 'utf8')).map((line) => `${file}:${line}`),
      );
    expect(offenders).toEqual([]);
  });
});
