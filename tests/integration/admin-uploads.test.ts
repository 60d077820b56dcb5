import '../support/admin-caller';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setProductImagesAction, uploadProductImageAction } from '@/lib/admin/products/actions';
import { getDb } from '@/lib/db/client';
import { admin, calling } from '../support/admin-caller';

const dataDir = vi.hoisted(async () => {
  const { mkdtemp } = await import('node:fs/promises');
  const { tmpdir } = await import('node:os');
  const dir = await mkdtemp(`${tmpdir()}/nuancier-uploads-`);
  process.env.DATA_DIR = dir;
  return dir;
});

const me = admin();
beforeEach(() => {
  calling.caller = me;
});

async function someProduct() {
  const { rows } = await getDb().execute<{ id: string; image_urls: string[] }>(
    sql`select id, image_urls from products where not has_variants order by slug limit 1`,
  );
  return rows[0]!;
}

function form(productId: string, bytes: Uint8Array, name: string, type: string) {
  const data = new FormData();
  data.set('productId', productId);
  data.set('file', new File([new Uint8Array(bytes)], name, { type }));
  return data;
}

describe('product image uploads (embedded storage)', () => {
  it('resizes an image to a WebP of at most 1600 px, stores it under the data folder, serves it, and appends it', async () => {
    const product = await someProduct();
    const png = await sharp({
      create: { width: 3000, height: 2000, channels: 3, background: '#b3261e' },
    })
      .png()
      .toBuffer();
    const result = await uploadProductImageAction(form(product.id, png, 'photo.png', 'image/png'));
    if (!result.ok) throw new Error(result.error);
    expect(result.data.url).toMatch(/^\/api\/uploads\/products\/[0-9a-f-]{36}\.webp$/);
    expect(result.data.imageUrls).toEqual([...product.image_urls, result.data.url]);

    const { GET } = await import('@/app/api/uploads/[bucket]/[name]/route');
    const [, , , bucket, name] = result.data.url.split('/');
    const served = await GET(new Request('http://x'), {
      params: Promise.resolve({ bucket: bucket!, name: name! }),
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 1600,
      height: 1067,
    });
    const { readdir } = await import('node:fs/promises');
    expect(await readdir(`${await dataDir}/uploads/products`)).toContain(name);
    const missing = await GET(new Request('http://x'), {
      params: Promise.resolve({ bucket: 'products', name: '../../etc.webp' }),
    });
    expect(missing.status).toBe(404);
  });

  it('refuses what is not an image by its content, whatever its name says, in French', async () => {
    const product = await someProduct();
    const fake = await uploadProductImageAction(
      form(product.id, new TextEncoder().encode('<svg onload=alert(1)>'), 'x.png', 'image/png'),
    );
    expect(fake).toMatchObject({
      ok: false,
      error: "Ce fichier n'est pas une image (JPEG, PNG, WebP ou AVIF).",
    });
    const pdf = await uploadProductImageAction(
      form(product.id, new TextEncoder().encode('%PDF-1.7 ...'), 'x.jpg', 'image/jpeg'),
    );
    expect(pdf.ok).toBe(false);
    const empty = await uploadProductImageAction(
      form(product.id, new Uint8Array(), 'x.jpg', 'image/jpeg'),
    );
    expect(empty).toMatchObject({ ok: false, error: 'Le fichier est vide.' });
    expect((await someProduct()).image_urls).toEqual(product.image_urls);
  });

  it('reorders and removes only the product’s own images', async () => {
    const product = await someProduct();
    const jpeg = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const added = await uploadProductImageAction(form(product.id, jpeg, 'a.jpg', 'image/jpeg'));
    if (!added.ok) throw new Error(added.error);
    const images = added.data.imageUrls;
    const reversed = [...images].reverse();
    expect(await setProductImagesAction({ id: product.id, imageUrls: reversed })).toMatchObject({
      ok: true,
    });
    expect((await someProduct()).image_urls).toEqual(reversed);
    const foreign = await setProductImagesAction({
      id: product.id,
      imageUrls: ['https://evil.example/x.png'],
    });
    expect(foreign).toMatchObject({ ok: false, error: "Cette image n'appartient pas au produit." });
    expect(
      await setProductImagesAction({ id: product.id, imageUrls: reversed.slice(1) }),
    ).toMatchObject({ ok: true });
    expect((await someProduct()).image_urls).toEqual(reversed.slice(1));
  });
});

describe('hosted storage glue (against a local HTTP fake of Supabase Storage, not the real service)', () => {
  const received: { method: string; url: string; auth?: string; type?: string; bytes: number }[] =
    [];
  const stored = new Map<string, { type: string; body: Buffer }>();
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    received.push({
      method: req.method!,
      url: req.url!,
      auth: req.headers.authorization,
      type: req.headers['content-type'],
      bytes: body.length,
    });
    const upload = /^\/storage\/v1\/object\/(\w+)\/(.+)$/.exec(req.url!);
    const read = /^\/storage\/v1\/object\/public\/(\w+)\/(.+)$/.exec(req.url!);
    if (req.method === 'GET' && read && stored.has(`${read[1]}/${read[2]}`)) {
      const object = stored.get(`${read[1]}/${read[2]}`)!;
      res.writeHead(200, { 'content-type': object.type }).end(object.body);
    } else if (
      req.method === 'POST' &&
      upload &&
      req.headers.authorization === 'Bearer service-role-test'
    ) {
      stored.set(`${upload[1]}/${upload[2]}`, { type: req.headers['content-type']!, body });
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ Key: `${upload[1]}/${upload[2]}` }));
    } else res.writeHead(400).end('{}');
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('uploads to the bucket with the service key and the proxy serves the stored image', async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    vi.resetModules();
    const saved = { ...process.env };
    Object.assign(process.env, {
      NEXT_PUBLIC_SUPABASE_URL: origin,
      NEXT_PUBLIC_SUPABASE_ANON_KEY: 'anon-test',
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-test',
    });
    try {
      const storage = await import('@/lib/storage');
      const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .webp()
        .toBuffer();
      const url = await storage.putObject('colours', 'qng-blanc-glacier.webp', webp);
      expect(url).toBe(`${origin}/storage/v1/object/public/colours/qng-blanc-glacier.webp`);
      expect(received[0]).toMatchObject({
        method: 'POST',
        url: '/storage/v1/object/colours/qng-blanc-glacier.webp',
        auth: 'Bearer service-role-test',
        type: 'image/webp',
        bytes: webp.length,
      });

      const { GET } = await import('@/app/api/image-proxy/route');
      const { NextRequest } = await import('next/server');
      const ok = await GET(
        new NextRequest(`http://shop.test/api/image-proxy?url=${encodeURIComponent(url)}`),
      );
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toBe('image/webp');
      expect(Buffer.from(await ok.arrayBuffer())).toEqual(webp);
      const refused = await GET(
        new NextRequest(
          `http://shop.test/api/image-proxy?url=${encodeURIComponent('http://127.0.0.1:5432/')}`,
        ),
      );
      expect(refused.status).toBe(400);
      expect(await refused.text()).toBe(
        "Adresse d'image refusée : seules les images du stockage de la boutique sont servies.",
      );
    } finally {
      process.env = saved;
      vi.resetModules();
    }
  });
});
