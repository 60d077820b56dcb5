import { exportProductsCsv } from '@/lib/admin/products/csv';
import { getCaller, isAdmin } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import { getT } from '@/lib/i18n/server';

/** `/admin/products/export`: every product as a French spreadsheet CSV (administrators only). */
export async function GET() {
  const caller = await getCaller();
  if (!isAdmin(caller)) return new Response(getT('actions')('forbidden'), { status: 404 });
  const csv = await exportProductsCsv(getDb(), caller);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="produits-${day}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
