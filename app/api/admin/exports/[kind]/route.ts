import type { NextRequest } from 'next/server';
import { EXPORTS } from '@/lib/admin/accounting/exports';
import { EXPORT_KINDS, type ExportKind } from '@/lib/admin/accounting/export-kinds';
import { periodParam } from '@/lib/admin/accounting/ledger';
import { getCaller, isAdmin } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import { getAdminT } from '@/lib/i18n/admin';
import { getT } from '@/lib/i18n/server';

const text = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'private, no-store' },
  });

/**
 * `/api/admin/exports/<commandes|journal-ventes|tva|e-reporting-b2c>?periode=2026-11` (or a
 * year): the accountant's CSV files, for administrators only. No proxy gate stands in front of
 * /api: a visitor gets a 401, a customer a 403, and the export functions check the
 * administrator again in the data layer.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ kind: string }> }) {
  const caller = await getCaller();
  const actions = getT('actions');
  if (caller.kind === 'visitor') return text(actions('signInRequired'), 401);
  if (!isAdmin(caller)) return text(actions('forbidden'), 403);
  const { kind } = await params;
  if (!(EXPORT_KINDS as readonly string[]).includes(kind))
    return text(getAdminT()('accounting.unknownExport'), 404);
  const period = periodParam(request.nextUrl.searchParams.get('periode'));
  if (!period) return text(getAdminT()('accounting.invalidPeriod'), 400);
  const csv = await EXPORTS[kind as ExportKind](getDb(), caller, period);
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${kind}-${period}.csv"`,
      'cache-control': 'private, no-store',
    },
  });
}
