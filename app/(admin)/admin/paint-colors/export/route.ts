import type { NextRequest } from 'next/server';
import { exportColoursCsv } from '@/lib/admin/colours/csv';
import { getCaller, isAdmin } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import { getT } from '@/lib/i18n/server';

/** `/admin/paint-colors/export[?constructeur=slug]`: a colour chart as CSV (administrators only). */
export async function GET(request: NextRequest) {
  const caller = await getCaller();
  if (!isAdmin(caller)) return new Response(getT('actions')('forbidden'), { status: 404 });
  const maker = request.nextUrl.searchParams.get('constructeur') ?? undefined;
  const csv = await exportColoursCsv(getDb(), caller, maker);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="teintes${maker ? `-${maker.replace(/[^a-z0-9-]/g, '')}` : ''}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
