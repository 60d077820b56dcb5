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
import { mergeMessages } from '@/lib/i18n/merge';

const root = path.resolve(__dirname, '../..');
const ENTRIES = ['app/layout.tsx', 'app/global-not-found.tsx', 'app/(shop)/layout.tsx'];

/** Loaded on first use: sonner (lib/toast.ts), Radix dialogs and tooltips, tailwind-merge. */
const ON_DEMAND: Array<[RegExp, string]> = [
  [/^sonner$/, 'sonner (use lib/toast.ts)'],
  [/^tailwind-merge$/, 'tailwind-merge'],
  [/^@\/lib\/utils$/, 'cn (tailwind-merge): use clsx or button-variants in the frame'],
  [/^@\/components\/ui\/(dialog|sheet|tooltip|switch)$/, 'a Radix dialog, sheet or tooltip'],
  [/^@\/components\/account\/auth-dialog$/, 'the authentication dialog'],
  [
    /^@\/messages\/(?!fr\.json$)/,
    'messages beyond fr.json (forms, sign-in dialog, admin, server only): not every page needs them',
  ],
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

const DYNAMIC_IMPORT = /\bimport\(\s*'([^']+)'\s*\)/g;

/**
 * Imports from `entries`: the client modules reached, and the on-demand libraries imported
 * statically among them. A `'use server'` module is not followed (the browser gets a reference
 * to its actions, not its code). With `dynamic`, `import()` is followed too, except into a
 * module with its own `NextIntlClientProvider` (the sign-in dialog brings its own texts).
 */
function walk(entries: string[], { dynamic = false } = {}) {
  const found: Array<{ file: string; spec: string; why: string }> = [];
  const clientFiles = new Set<string>();
  const importers = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const follow = (from: string, target: string, client: boolean) => {
    if (!importers.has(target)) importers.set(target, new Set());
    importers.get(target)!.add(from);
    visit(target, client);
  };
  const visit = (file: string, client: boolean) => {
    const source = fs.readFileSync(file, 'utf8');
    if (client && /^\s*['"]use server['"]/.test(source)) return;
    const inClient = client || /^\s*['"]use client['"]/.test(source);
    const key = `${file}:${inClient}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (inClient) clientFiles.add(file);
    for (const [, spec] of source.matchAll(STATIC_IMPORT)) {
      if (inClient) {
        const banned = ON_DEMAND.find(([pattern]) => pattern.test(spec!));
        if (banned) found.push({ file: path.relative(root, file), spec: spec!, why: banned[1] });
      }
      const target = resolve(file, spec!);
      if (target) follow(file, target, inClient);
    }
    if (!dynamic) return;
    for (const [, spec] of source.matchAll(DYNAMIC_IMPORT)) {
      const target = resolve(file, spec!);
      const ownTexts = target && fs.readFileSync(target, 'utf8').includes('NextIntlClientProvider');
      if (target && !ownTexts) follow(file, target, inClient);
    }
  };
  for (const entry of entries) visit(path.join(root, entry), false);
  return { found, clientFiles, importers };
}

const eagerClientImports = () => walk(ENTRIES).found;

type Tree = { [key: string]: string | Tree };
const frameMessages = JSON.parse(
  fs.readFileSync(path.join(root, 'messages/fr.json'), 'utf8'),
) as Tree;

function lookup(tree: Tree, dotted: string): string | Tree | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of dotted.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

/**
 * The texts a client module asks for that `messages` lacks: each `useTranslations('ns')`
 * namespace, and each literal `t('key')` or `tc('key')`, which must be a text of one of the
 * module's namespaces (keys built at run time are not checked).
 */
function missingTexts(source: string, messages: Tree): string[] {
  const namespaces = namespacesOf(source);
  const missing = namespaces.filter((ns) => typeof lookup(messages, ns) !== 'object');
  if (namespaces.length === 0 || missing.length > 0) return missing;
  for (const [, key] of source.matchAll(/\bt[a-zA-Z]?\('([^']+)'/g)) {
    if (!namespaces.some((ns) => typeof lookup(messages, `${ns}.${key}`) === 'string')) {
      missing.push(`${namespaces.join('|')}.${key}`);
    }
  }
  return missing;
}

/**
 * The shop's pages whose islands read `fr.json` alone: every page but those wrapped in
 * `FormMessages` (cart, contact, contest) and the account and checkout groups.
 */
const FORM_PAGES = [
  'app/(shop)/cart/',
  'app/(shop)/contact/',
  'app/(shop)/tirage-au-sort/',
  'app/(shop)/retractation/',
];
function pagesUnder(dir: string, skip: string[] = []): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return skip.includes(`${rel}/`) ? [] : pagesUnder(rel, skip);
    return /^(page|layout)\.tsx$/.test(entry.name) ? [rel] : [];
  });
}
const readJson = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as Tree;

const namespacesOf = (source: string) => [
  ...new Set([...source.matchAll(/useTranslations\('([^']+)'\)/g)].map((m) => m[1]!)),
];

/**
 * What `missingTexts` finds in every client module reached from `entries`, and the keys that
 * components' data modules hand to a translator (`{ href, key: 'contact' }` in nav-links.ts,
 * read as `t(link.key)`): each must be a text of a namespace of a module importing it.
 */
function missingIn(entries: string[], messages: Tree): string[] {
  const { clientFiles, importers } = walk(entries, { dynamic: true });
  return [...clientFiles].flatMap((file) => {
    const source = fs.readFileSync(file, 'utf8');
    const missing = missingTexts(source, messages);
    if (file.startsWith(path.join(root, 'components')) && namespacesOf(source).length === 0) {
      const namespaces = [
        ...new Set(
          [...(importers.get(file) ?? [])].flatMap((importer) =>
            namespacesOf(fs.readFileSync(importer, 'utf8')),
          ),
        ),
      ];
      for (const [, key] of source.matchAll(/\bhref: '[^']*', key: '([^']+)'/g)) {
        const found = namespaces.some((ns) => typeof lookup(messages, `${ns}.${key}`) === 'string');
        if (namespaces.length > 0 && !found) missing.push(`${namespaces.join('|')}.${key}`);
      }
    }
    return missing.map((text) => `${path.relative(root, file)}: ${text}`);
  });
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

  it('every text the frame and the listing, product and colour islands ask for is in fr.json', () => {
    const pages = pagesUnder('app/(shop)', FORM_PAGES);
    expect(pages).toContain('app/(shop)/product/[slug]/page.tsx');
    expect(missingIn([...ENTRIES, ...pages], frameMessages)).toEqual([]);
    // The walk reaches the islands whose texts stayed in fr.json when the rest moved out.
    const reached = [...walk([...ENTRIES, ...pages], { dynamic: true }).clientFiles];
    expect(reached.map((file) => path.relative(root, file))).toEqual(
      expect.arrayContaining([
        'components/layout/signed-in-menu.tsx',
        'components/product/product-purchase.tsx',
        'components/colour/colour-configurator.tsx',
      ]),
    );
  });

  it('the pages with forms find their texts in fr.json, forms.fr.json and auth.fr.json', () => {
    const pages = [
      ...FORM_PAGES.flatMap((dir) => pagesUnder(dir.slice(0, -1))),
      ...pagesUnder('app/(account)'),
      ...pagesUnder('app/(checkout)'),
    ];
    expect(pages).toContain('app/(checkout)/checkout/page.tsx');
    const messages = mergeMessages(
      { ...frameMessages, ...readJson('messages/forms.fr.json') },
      readJson('messages/auth.fr.json'),
    );
    expect(missingIn(pages, messages)).toEqual([]);
    expect(missingIn(pages, frameMessages)).toContain(
      'components/cart/promo-code-form.tsx: promotions',
    );
  });

  it('the text check finds a namespace or a key fr.json lacks', () => {
    const island = "const t = useTranslations('auth');\nt('menu.signIn');\nt('toast.loginTitle');";
    expect(missingTexts(island, frameMessages)).toEqual(['auth.toast.loginTitle']);
    expect(missingTexts("useTranslations('checkout')", frameMessages)).toEqual(['checkout']);
  });
});
