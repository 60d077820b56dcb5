import { NextResponse, type NextRequest } from 'next/server';
import { getAdminT } from '@/lib/i18n/admin';
import { proxyTarget } from '@/lib/storage/image-proxy';

const MAX_BYTES = 10 * 1024 * 1024;

/**
 * `GET /api/image-proxy?url=` (spec « Image proxy »): colour images kept in storage, served
 * from the shop's own address; anything that is not a known storage host is refused (400).
 */
export async function GET(request: NextRequest) {
  const target = proxyTarget(request.nextUrl.searchParams.get('url'));
  const refused = () =>
    new NextResponse(getAdminT()('imageProxy.refused'), {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  if (target.kind === 'refused') return refused();
  if (target.kind === 'local') return NextResponse.redirect(new URL(target.path, request.url), 308);
  let response: Response;
  try {
    response = await fetch(target.url, { redirect: 'error', signal: AbortSignal.timeout(10_000) });
  } catch {
    return new NextResponse(getAdminT()('imageProxy.unreachable'), { status: 502 });
  }
  const type = response.headers.get('content-type') ?? '';
  const length = Number(response.headers.get('content-length') ?? 0);
  if (!response.ok || !type.startsWith('image/') || length > MAX_BYTES) return refused();
  const body = await response.arrayBuffer();
  if (body.byteLength > MAX_BYTES) return refused();
  return new NextResponse(body, {
    headers: {
      'content-type': type,
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      'x-content-type-options': 'nosniff',
    },
  });
}
