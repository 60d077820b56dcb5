import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module (Next loads it outside the bundle)
import { noteRead, shellDate, SETTLE_MS } from './shell-handler.mjs';

const now = () => Math.round(performance.timeOrigin + performance.now());

describe('page shells: dated by the start of their render when a tag was invalidated meanwhile', () => {
  it('a render begun before the invalidation is dated just before it', () => {
    const t = now();
    noteRead('/accueil-avant', t - 5_000);
    tagsManifest.set('essai-shell-pendant', { expired: t - 2_000 });
    expect(shellDate('/accueil-avant', ['_N_T_/layout', 'essai-shell-pendant'], t)).toBe(t - 2_001);
  });

  it('the earliest read since the last store is the start: requests that joined a render do not make it newer', () => {
    const t = now();
    noteRead('/accueil-joint', t - 6_000);
    tagsManifest.set('essai-shell-joint', { expired: t - 4_000 });
    noteRead('/accueil-joint', t - 3_000);
    expect(shellDate('/accueil-joint', ['essai-shell-joint'], t)).toBe(t - 4_001);
    // Stored: the next render starts from its own read.
    noteRead('/accueil-joint', t + 20_000);
    expect(shellDate('/accueil-joint', ['essai-shell-joint'], t + 21_000)).toBeUndefined();
  });

  it('a render begun less than the settle window after the invalidation is redone too; later ones are kept', () => {
    const t = now();
    tagsManifest.set('essai-shell-settle', { expired: t - 3_000 });
    noteRead('/accueil-juste-apres', t - 1_000);
    expect(shellDate('/accueil-juste-apres', ['essai-shell-settle'], t)).toBe(t - 3_001);
    noteRead('/accueil-bien-apres', t - 3_000 + SETTLE_MS + 1);
    expect(
      shellDate('/accueil-bien-apres', ['essai-shell-settle'], t + SETTLE_MS + 500),
    ).toBeUndefined();
  });

  it('pages without an invalidated tag, or not read lately, keep the date of their store', () => {
    const t = now();
    noteRead('/sans-tag', t - 1_000);
    expect(shellDate('/sans-tag', ['jamais-invalide-shell'], t)).toBeUndefined();
    tagsManifest.set('essai-shell-ancien', { expired: t - 120_000 });
    noteRead('/lu-il-y-a-longtemps', t - 100_000);
    expect(shellDate('/lu-il-y-a-longtemps', ['essai-shell-ancien'], t)).toBeUndefined();
    // An expiration announced for later (not yet reached) does not count.
    tagsManifest.set('essai-shell-futur', { expired: t + 60_000 });
    noteRead('/futur', t - 1_000);
    expect(shellDate('/futur', ['essai-shell-futur'], t)).toBeUndefined();
  });
});

describe('the handler Next constructs: a page stored after an invalidation its render began before', () => {
  it('is not served again (Next reads it as expired), while a page rendered afterwards is', async () => {
    // @ts-expect-error plain JavaScript module
    const { default: ShellCache } = await import('./shell-handler.mjs');
    const missing = async () => {
      throw new Error('pas sur disque');
    };
    const cache = new ShellCache({
      fs: { readFile: missing, stat: missing, existsSync: () => false },
      flushToDisk: false,
      serverDistDir: '/nulle-part',
      revalidatedTags: [],
      maxMemoryCacheSize: 1024 * 1024,
    });
    const page = (html: string) => ({
      kind: 'APP_PAGE',
      html,
      rscData: Buffer.from(html),
      headers: { 'x-next-cache-tags': '_N_T_/layout,essai-shell-reel' },
      postponed: undefined,
      status: 200,
      segmentData: undefined,
    });
    const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

    // Another visitor's render reads the entry, the admin saves, then the render stores its page.
    expect(await cache.get('/essai-accueil', ctx)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    tagsManifest.set('essai-shell-reel', { expired: now() });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.set('/essai-accueil', page('ancien pied de page'), { cacheControl: undefined });
    expect(await cache.get('/essai-accueil', ctx)).toBeNull();

    // The next render (after the settle window, as if) is stored and served.
    tagsManifest.set('essai-shell-reel', { expired: now() - SETTLE_MS - 1_000 });
    await cache.set('/essai-accueil', page('nouveau pied de page'), { cacheControl: undefined });
    const served = await cache.get('/essai-accueil', ctx);
    expect(served?.value.html).toBe('nouveau pied de page');
  });
});

describe('a route handler answer that is not a success (issue 34, §2)', () => {
  const routeCtx = { kind: 'APP_ROUTE', isFallback: false };
  const route = (status: number, body: string) => ({
    kind: 'APP_ROUTE',
    status,
    body: Buffer.from(body),
    headers: { 'content-type': 'application/xml' },
  });
  const handler = async (onDisk?: { key: string; status: number; body: string }) => {
    // @ts-expect-error plain JavaScript module
    const { default: ShellCache } = await import('./shell-handler.mjs');
    const files: Record<string, string | Buffer> = onDisk
      ? {
          [`/disque/app${onDisk.key}.body`]: Buffer.from(onDisk.body),
          [`/disque/app${onDisk.key}.meta`]: JSON.stringify({ status: onDisk.status, headers: {} }),
        }
      : {};
    const read = async (file: string) => {
      const content = files[file];
      if (content === undefined) throw Object.assign(new Error('absent'), { code: 'ENOENT' });
      return content;
    };
    return new ShellCache({
      fs: {
        readFile: read,
        stat: async (file: string) => {
          await read(file);
          return { mtime: new Date() };
        },
        existsSync: (file: string) => file in files,
        writeFile: async () => undefined,
        mkdir: async () => undefined,
      },
      flushToDisk: false,
      serverDistDir: '/disque',
      revalidatedTags: [],
      maxMemoryCacheSize: 1024 * 1024,
    });
  };

  it('is never stored, while the GET that follows is', async () => {
    const cache = await handler();
    await cache.set('/plan-essai.xml', route(405, ''), { cacheControl: { revalidate: false } });
    expect(await cache.get('/plan-essai.xml', routeCtx)).toBeNull();
    await cache.set('/plan-essai.xml', route(200, '<urlset/>'), {
      cacheControl: { revalidate: false },
    });
    const served = await cache.get('/plan-essai.xml', routeCtx);
    expect(served?.value.status).toBe(200);
    expect(String(served?.value.body)).toBe('<urlset/>');
  });

  it('already on disk (stored by an older build), is read as a miss', async () => {
    // (Next's memory cache is shared by every handler: one key each.)
    const poisoned = await handler({ key: '/plan-empoisonne.xml', status: 405, body: '' });
    expect(await poisoned.get('/plan-empoisonne.xml', routeCtx)).toBeNull();
    const healthy = await handler({ key: '/plan-sain.xml', status: 200, body: '<urlset/>' });
    expect((await healthy.get('/plan-sain.xml', routeCtx))?.value.status).toBe(200);
  });
});
