import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frameMessages, pickMessages } from './client-messages';
import { messages } from './server';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [relative] : [];
  });
}

type Usage = { file: string; namespaces: string[]; keys: string[] };

/**
 * Client components, their namespaces and the literal keys they pass to `t(…)` (a file with two
 * namespaces has each key in one of them).
 */
function clientUsages(): Usage[] {
  return sourceFiles('components').flatMap((file) => {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    if (!/^['"]use client['"]/.test(source)) return [];
    const namespaces = [...source.matchAll(/useTranslations\('([^']+)'\)/g)].map((m) => m[1]!);
    const keys = [...source.matchAll(/\bt\w*\(\s*'([^']+)'/g)].map((m) => m[1]!);
    return namespaces.length ? [{ file, namespaces, keys }] : [];
  });
}

function expectKeys(tree: unknown, { file, namespaces, keys }: Usage) {
  for (const key of keys) {
    const found = namespaces.some((namespace) => has(tree, `${namespace}.${key}`));
    expect(found, `${file}: ${key}`).toBe(true);
  }
}

function has(tree: unknown, dotted: string): boolean {
  let node = tree;
  for (const part of dotted.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node !== undefined;
}

const FRAME = /^components\/(layout|search|consent)\/|^components\/cart\/cart-badge\.tsx$/;

describe('messages sent to the browser', () => {
  it('the frame sends far less than every message', () => {
    const all = JSON.stringify(messages).length;
    expect(JSON.stringify(frameMessages()).length).toBeLessThan(all / 2);
  });

  it("every frame client component finds its messages in the frame's", () => {
    const usages = clientUsages().filter((usage) => FRAME.test(usage.file));
    expect(usages.length).toBeGreaterThan(5);
    const frame = frameMessages();
    for (const usage of usages) expectKeys(frame, usage);
  });

  it('every other client namespace is brought by a page through <ClientMessages>', () => {
    const scoped = new Set(
      sourceFiles('app').flatMap((file) => {
        const source = fs.readFileSync(path.join(root, file), 'utf8');
        return [...source.matchAll(/<ClientMessages namespaces=\{\[([^\]]*)\]\}/g)].flatMap(
          (match) => [...match[1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]!),
        );
      }),
    );
    const others = clientUsages().filter((usage) => !FRAME.test(usage.file));
    expect(others.length).toBeGreaterThan(3);
    for (const usage of others) {
      for (const namespace of usage.namespaces) {
        const top = namespace.split('.')[0]!;
        expect(scoped.has(top), `${usage.file}: ${top}`).toBe(true);
      }
      expectKeys(messages, usage);
    }
  });

  it('picks whole namespaces', () => {
    expect(pickMessages(['contact'])).toEqual({ contact: messages.contact });
  });
});
