import { readLocalObject } from '@/lib/storage';
import { pdfDisposition } from '@/lib/storage/download';

/**
 * `/api/uploads/<bucket>/<name>`: files uploaded in the admin area (embedded mode). Names are
 * random and never reused, so the answer is cached for good. A PDF asked with
 * `?download=<name>` is saved under that name (lib/storage/download.ts).
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ bucket: string; name: string }> },
) {
  const { bucket, name } = await params;
  const object = await readLocalObject(bucket, name);
  if (!object) return new Response(null, { status: 404 });
  return new Response(new Uint8Array(object.body), {
    headers: {
      'content-type': object.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      ...(object.contentType === 'application/pdf'
        ? {
            'content-disposition': pdfDisposition(
              name,
              new URL(request.url).searchParams.get('download'),
            ),
          }
        : {}),
    },
  });
}
