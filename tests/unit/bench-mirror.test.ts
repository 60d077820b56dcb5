/**
 * The ceiling page by page (bench/lib/mirror.ts) mirrors shop addresses: each mirrored route, with
 * its one prerendered value, is the address the shop's bench target asks, or, for a page reached
 * through a next.config rewrite, the route the shop's rewrite leads to.
 */
import { describe, expect, it } from 'vitest';
import { MIRROR_PAGES, mirrorPath, mirrorSources } from '../../bench/lib/mirror';
import { colourListRewrites } from '@/lib/colours/rewrites';

/** `a/[b]/page.jsx` with `{ b: 'x' }` → `/a/x`. */
function routeOf(file: string, params: Record<string, string> = {}): string {
  const route = `/${file.replace(/\/?page\.jsx$/, '')}`;
  return route.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${file} : pas de valeur pour ${name}`);
    return value;
  });
}

describe('bench mirror pages', () => {
  it.each(MIRROR_PAGES.filter((p) => p.kind !== 'réécrite'))(
    '$name is served at its shop address',
    (page) => {
      expect(routeOf(page.file, page.params)).toBe(mirrorPath(page));
    },
  );

  it.each(MIRROR_PAGES.filter((p) => p.kind === 'réécrite'))(
    '$name is the route the shop rewrites its address to',
    (page) => {
      const [pathname, search] = mirrorPath(page).split('?');
      expect(search).toBeTruthy();
      const destinations = colourListRewrites
        .filter((rule) =>
          new RegExp(`^${rule.source.replace(/:\w+\(([^)]+)\)/g, '($1)')}$`).test(pathname!),
        )
        .filter((rule) => (rule.has ?? []).every((h) => new URLSearchParams(search).has(h.key)))
        .map((rule) =>
          rule.destination.replace(/:(\w+)/g, (_, name: string) => page.params![name]!),
        );
      expect(destinations[0]).toBe(routeOf(page.file, page.params));
    },
  );

  it('gives each weight one static reference page and each mirrored page its items', () => {
    const files = mirrorSources(
      MIRROR_PAGES.map((p, i) => ({ ...p, items: 10 + (i % 2) })),
      (items) => `/* ${items} items */`,
    );
    expect(
      Object.keys(files)
        .filter((f) => f.startsWith('app/poids-'))
        .sort(),
    ).toEqual(['app/poids-10/page.jsx', 'app/poids-11/page.jsx']);
    for (const [i, page] of MIRROR_PAGES.entries()) {
      expect(files[`app/${page.file}`]).toContain(`markup-${10 + (i % 2)}'`);
    }
  });
});
