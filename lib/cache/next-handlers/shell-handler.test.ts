import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import type { IncrementalGetContext, IncrementalValue } from './contracts';
import ShellHandler from './shell-handler';
import { clockNow, expireTags, resetClockForTests } from './tag-clock';
import { createUseCacheHandler } from './use-cache-handler';

const tick = () => new Promise((resolve) => setTimeout(resolve, 3));
const pageCtx: IncrementalGetContext = {
  kind: 'APP_PAGE',
  isRoutePPREnabled: false,
  isFallback: false,
};
const page = (html: string, tags = '_N_T_/layout,social'): IncrementalValue => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(html),
  headers: { 'x-next-cache-tags': tags },
  postponed: undefined,
  status: 200,
  segmentData: undefined,
});
const life = { cacheControl: { revalidate: 900, expire: 31_536_000 } };
const nowhere = () =>
  new ShellHandler({ serverDistDir: '/nulle-part', maxMemoryCacheSize: 1 << 20 });

beforeEach(() => resetClockForTests());

describe('page shells on the documented incremental cache contract', () => {
  it('serves a stored shell until one of its tags (or a soft tag of the read) expires', async () => {
    const shells = nowhere();
    await shells.set('/essai-servi', page('pied v1'), life);
    expect((await shells.get('/essai-servi', pageCtx))?.value?.html).toBe('pied v1');
    await tick();
    await shells.revalidateTag('social');
    expect(await shells.get('/essai-servi', pageCtx)).toBeNull();

    await shells.set('/essai-doux', page('accueil', 'catalogue'), life);
    await tick();
    // Another instance's `revalidatePath('/')`, received from the board.
    expireTags(['_N_T_/']);
    expect(
      await shells.get('/essai-doux', { ...pageCtx, softTags: ['_N_T_/layout'] }),
    ).not.toBeNull();
    expect(await shells.get('/essai-doux', { ...pageCtx, softTags: ['_N_T_/'] })).toBeNull();
  });

  it('does not store a shell whose render was under way when one of its tags expired', async () => {
    const shells = nowhere();
    // Another visitor's render reads the entry (a miss), the admin saves, the render stores.
    expect(await shells.get('/essai-accueil', pageCtx)).toBeNull();
    await tick();
    expireTags(['social']);
    await tick();
    await shells.set('/essai-accueil', page('ancien pied de page'), life);
    expect(await shells.get('/essai-accueil', pageCtx)).toBeNull();
    // The next render (begun at that read, after the save) is stored and served.
    await tick();
    await shells.set('/essai-accueil', page('nouveau pied de page'), life);
    expect((await shells.get('/essai-accueil', pageCtx))?.value?.html).toBe('nouveau pied de page');
  });

  it("does not store a shell begun after the save that used a tainted 'use cache' result", async () => {
    const shells = nowhere();
    const entries = createUseCacheHandler();
    // The links read begins, the admin saves, a page render begins and joins that read.
    expect(await entries.get('liens', [])).toBeUndefined();
    const linksBegan = clockNow();
    await tick();
    await entries.updateTags(['social']);
    await tick();
    expect(await shells.get('/essai-joint', pageCtx)).toBeNull();
    await tick();
    await entries.set(
      'liens',
      Promise.resolve({
        value: new Response('anciens liens').body!,
        tags: ['social'],
        timestamp: linksBegan,
        stale: 300,
        expire: 3600,
        revalidate: 900,
      }),
    );
    await shells.set('/essai-joint', page('pied avec anciens liens'), life);
    expect(await shells.get('/essai-joint', pageCtx)).toBeNull();
    // A page without those tags, rendered meanwhile, is kept.
    expect(await shells.get('/essai-sans', pageCtx)).toBeNull();
    await shells.set('/essai-sans', page('mentions', '_N_T_/layout,legal'), life);
    expect((await shells.get('/essai-sans', pageCtx))?.value?.html).toBe('mentions');
  });
});

describe("the build's prerendered shells, read from .next/server after a restart", () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'nuancier-shells-'));
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const key = '/route-cache/APP_PAGE/abc/$/couleurs';
  const built = Date.now() - 60_000;
  const write = (base: string, routeKey: string, html: string) => {
    fs.mkdirSync(path.dirname(base), { recursive: true });
    fs.writeFileSync(`${base}.html`, html);
    fs.writeFileSync(`${base}.rsc`, 'rsc');
    fs.writeFileSync(
      `${base}.meta`,
      JSON.stringify({
        status: 200,
        headers: { 'x-next-cache-tags': '_N_T_/layout,colours' },
        routeCache: { key: routeKey, isFallback: false },
        routeCacheLastModified: built,
        cacheControl: { revalidate: 900, expire: 31_536_000 },
      }),
    );
  };
  write(path.join(dist, 'app', 'couleurs'), key, 'nuancier du build');
  write(path.join(dist, 'app', 'autre'), '/route-cache/APP_PAGE/zzz/$/autre-chose', 'pas la bonne');

  it('serves the seed the metadata names, with its build date', async () => {
    const shells = new ShellHandler({ serverDistDir: dist, maxMemoryCacheSize: 1 << 20 });
    const served = await shells.get(key, pageCtx);
    expect(served?.value?.html).toBe('nuancier du build');
    expect(String(served?.value?.rscData)).toBe('rsc');
    expect(served?.lastModified).toBe(built);
    expect(await shells.get('/route-cache/APP_PAGE/abc/$/autre', pageCtx)).toBeNull();
  });

  it('answers null once an invalidation recorded after the build is replayed at start', async () => {
    const shells = new ShellHandler({ serverDistDir: dist, maxMemoryCacheSize: 1 << 20 });
    expireTags(['colours'], { at: built - 1_000 });
    expect(await shells.get(key, pageCtx)).not.toBeNull();
    expireTags(['colours'], { at: built + 1_000 });
    expect(await shells.get(key, pageCtx)).toBeNull();
  });
});

describe('a route handler answer that is not a success (issue 34, §2)', () => {
  const routeCtx: IncrementalGetContext = { kind: 'APP_ROUTE', isFallback: false };
  const route = (status: number, body: string): IncrementalValue => ({
    kind: 'APP_ROUTE',
    status,
    body: Buffer.from(body),
    headers: { 'content-type': 'application/xml' },
  });

  it('is never stored, while the GET that follows is', async () => {
    const shells = nowhere();
    await shells.set('/plan-essai.xml', route(405, ''), { cacheControl: { revalidate: false } });
    expect(await shells.get('/plan-essai.xml', routeCtx)).toBeNull();
    await shells.set('/plan-essai.xml', route(200, '<urlset/>'), {
      cacheControl: { revalidate: false },
    });
    const served = await shells.get('/plan-essai.xml', routeCtx);
    expect(served?.value?.status).toBe(200);
    expect(String(served?.value?.body)).toBe('<urlset/>');
  });

  it('already on disk (left by an older build), is read as a miss', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'nuancier-routes-'));
    try {
      for (const [name, status] of [
        ['empoisonne', 405],
        ['sain', 200],
      ] as const) {
        const base = path.join(dist, 'route-cache', 'APP_ROUTE', 'h', '$', `plan-${name}.xml`);
        fs.mkdirSync(path.dirname(base), { recursive: true });
        fs.writeFileSync(`${base}.body`, status === 200 ? '<urlset/>' : '');
        fs.writeFileSync(`${base}.meta`, JSON.stringify({ status, headers: {} }));
      }
      const shells = new ShellHandler({ serverDistDir: dist });
      expect(
        await shells.get('/route-cache/APP_ROUTE/h/$/plan-empoisonne.xml', routeCtx),
      ).toBeNull();
      const healthy = await shells.get('/route-cache/APP_ROUTE/h/$/plan-sain.xml', routeCtx);
      expect(healthy?.value?.status).toBe(200);
    } finally {
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});
