import 'server-only';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { env, runtimeMode } from '@/lib/env';

/**
 * Uploaded files (product images, technical and safety sheets). Embedded mode keeps them under
 * the data folder (`DATA_DIR/uploads/<bucket>/<name>`; every server process on the machine
 * reads the same folder) and serves them through `/api/uploads/<bucket>/<name>`; hosted mode
 * (Supabase configured) puts them in Supabase Storage's public buckets. Names are random, so a
 * stored file never changes and may be cached for good.
 */
const BUCKETS = ['products', 'documents', 'colours'] as const;
export type Bucket = (typeof BUCKETS)[number];

const NAME = /^[a-z0-9][a-z0-9-]{0,80}\.(webp|pdf|png|jpg)$/;
const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
};

function isStoredName(name: string): boolean {
  return NAME.test(name);
}

export const LOCAL_PREFIX = '/api/uploads';

function localPath(bucket: Bucket, name: string): string {
  return path.resolve(env.DATA_DIR, 'uploads', bucket, name);
}

function supabaseBase(): string {
  return `${env.NEXT_PUBLIC_SUPABASE_URL!.replace(/\/$/, '')}/storage/v1`;
}

/** Stores a file and returns the address the shop links to. */
export async function putObject(bucket: Bucket, name: string, body: Buffer): Promise<string> {
  if (!isStoredName(name)) throw new Error(`invalid stored name ${name}`);
  const contentType = CONTENT_TYPES[name.split('.').pop()!]!;
  if (runtimeMode.auth === 'supabase' && env.SUPABASE_SERVICE_ROLE_KEY) {
    const response = await fetch(`${supabaseBase()}/object/${bucket}/${name}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}`,
        'content-type': contentType,
        'cache-control': 'max-age=31536000',
        'x-upsert': 'false',
      },
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new Error(`supabase storage answered ${response.status}`);
    return `${supabaseBase()}/object/public/${bucket}/${name}`;
  }
  const file = localPath(bucket, name);
  await mkdir(path.dirname(file), { recursive: true });
  // Written under a temporary name, then renamed: a reader never sees half a file.
  await writeFile(`${file}.part`, body);
  await rename(`${file}.part`, file);
  return `${LOCAL_PREFIX}/${bucket}/${name}`;
}

/** A file of the embedded store, or null. */
export async function readLocalObject(bucket: string, name: string) {
  if (!(BUCKETS as readonly string[]).includes(bucket) || !isStoredName(name)) return null;
  try {
    const body = await readFile(localPath(bucket as Bucket, name));
    return { body, contentType: CONTENT_TYPES[name.split('.').pop()!]! };
  } catch {
    return null;
  }
}

/** The storage hosts the image proxy may fetch from (hosted mode's Supabase Storage). */
export function storageOrigins(): string[] {
  return env.NEXT_PUBLIC_SUPABASE_URL ? [new URL(env.NEXT_PUBLIC_SUPABASE_URL).origin] : [];
}

/**
 * The private store of guarantee claim photos (issue 41 §2): never under `/api/uploads` nor in
 * a public bucket; the shop reads a photo back for the claim's customer or an admin only
 * (`app/api/garanties/photos/[name]`). Embedded mode: `DATA_DIR/private/claims/<name>`; hosted
 * mode: Supabase Storage's private `claims` bucket, read with the service role.
 */
const PRIVATE_BUCKET = 'claims';

function privatePath(name: string): string {
  return path.resolve(env.DATA_DIR, 'private', PRIVATE_BUCKET, name);
}

export async function putPrivateObject(name: string, body: Buffer): Promise<void> {
  if (!isStoredName(name)) throw new Error(`invalid stored name ${name}`);
  if (runtimeMode.auth === 'supabase' && env.SUPABASE_SERVICE_ROLE_KEY) {
    const response = await fetch(`${supabaseBase()}/object/${PRIVATE_BUCKET}/${name}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}`,
        'content-type': CONTENT_TYPES[name.split('.').pop()!]!,
        'x-upsert': 'false',
      },
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(20_000),
    });
    if (!response.ok) throw new Error(`supabase storage answered ${response.status}`);
    return;
  }
  const file = privatePath(name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(`${file}.part`, body);
  await rename(`${file}.part`, file);
}

/** A private photo's bytes, or null (the caller has checked who may see it). */
export async function readPrivateObject(name: string) {
  if (!isStoredName(name)) return null;
  const contentType = CONTENT_TYPES[name.split('.').pop()!]!;
  if (runtimeMode.auth === 'supabase' && env.SUPABASE_SERVICE_ROLE_KEY) {
    const response = await fetch(
      `${supabaseBase()}/object/authenticated/${PRIVATE_BUCKET}/${name}`,
      {
        headers: { authorization: `Bearer ${env.SUPABASE_SERVICE_ROLE_KEY}` },
        signal: AbortSignal.timeout(20_000),
      },
    );
    if (!response.ok) return null;
    return { body: Buffer.from(await response.arrayBuffer()), contentType };
  }
  try {
    return { body: await readFile(privatePath(name)), contentType };
  } catch {
    return null;
  }
}
