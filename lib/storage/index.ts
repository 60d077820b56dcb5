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
