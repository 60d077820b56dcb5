/**
 * Hostile paths and queries against the built app: no 5xx, no off-site Location, and a
 * malformed percent-encoding (old Latin-1 links, crawlers' garbage) answers the French
 * not-found page, or one 301 to a page that answers 200 when its Latin-1 reading is an old
 * address of the shop. A sample here (every route pattern, every hostile segment, every
 * suffix); the full table (2,160 paths) goes through the proxy function in
 * tests/integration/hostile-paths.test.ts.
 */
import { HOSTILE_SAMPLE, isMalformed, leavesSite } from '../support/hostile-paths';
import { expect, test } from './support/test';
import { rawGet } from './support/raw-http';

/** A few at a time: the table is long, the machine small. */
async function inBatches<T, R>(items: T[], size: number, run: (item: T) => Promise<R>) {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(...(await Promise.all(items.slice(i, i + size).map(run))));
  }
  return out;
}

test('hostile paths over every route pattern: never a 5xx, never off the site', async () => {
  // Every pattern, segment and suffix (tests/integration/hostile-paths.test.ts checks the cover).
  expect(HOSTILE_SAMPLE.length).toBeGreaterThanOrEqual(80);
  const answers = await inBatches(HOSTILE_SAMPLE, 4, async (path) => ({
    path,
    ...(await rawGet(path)),
  }));
  const failures = answers.filter(({ path, status, location }) => {
    if (status < 200 || status >= 500) return true;
    if (location !== null && leavesSite(location)) return true;
    // A malformed address is the not-found page, or a 301 (its Latin-1 reading is an old address).
    return isMalformed(path) && status !== 404 && status !== 301;
  });
  expect(failures).toEqual([]);
  // Every 301 of a malformed address lands on a page that answers 200.
  const redirected = answers.filter((a) => isMalformed(a.path) && a.status === 301);
  expect(redirected.length).toBeGreaterThan(0);
  const targets = [...new Set(redirected.map((a) => a.location!))];
  const finals = await inBatches(targets, 4, async (target) => ({
    target,
    status: (await rawGet(target)).status,
  }));
  expect(finals.filter((f) => f.status !== 200)).toEqual([]);
});

// The French not-found page in a browser, inside the shop frame: tests/e2e/layout.spec.ts.
test('a malformed address answers the French not-found page', async ({ request }) => {
  for (const path of [
    '/color/%E9',
    '/produits/categorie/%E9',
    '/product/%ff',
    '/marques/%c0%ae',
    '/color/%E9.png',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toMatch(/<html[^>]* lang="fr"/);
    expect(html, path).toContain('data-testid="not-found"');
  }
});
