import { getCaller, isSignedIn } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import { mayViewPhoto } from '@/lib/guarantee/claims';
import { readPrivateObject } from '@/lib/storage';

/**
 * `/api/garanties/photos/<name>`: a guarantee claim's photo, for the claim's customer and the
 * admins only; anyone else (signed out, another customer) gets the same 404 as a missing file.
 * Never cached by a shared cache.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const caller = await getCaller();
  const notFound = new Response(null, { status: 404, headers: { 'cache-control': 'no-store' } });
  if (!isSignedIn(caller) || !(await mayViewPhoto(getDb(), caller, name))) return notFound;
  const object = await readPrivateObject(name);
  if (!object) return notFound;
  return new Response(new Uint8Array(object.body), {
    headers: {
      'content-type': object.contentType,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}
