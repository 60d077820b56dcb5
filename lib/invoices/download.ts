import 'server-only';
import type { Caller } from '@/lib/auth/caller';
import type { DbHandle } from '@/lib/db/handle';
import { getInvoiceT } from './i18n';
import { invoiceForCaller } from './queries';
import { invoiceFileName } from './store';

/**
 * The answer to a download of `/api/invoices/<id>`: the stored PDF for its order's owner or an
 * admin; 404 for anyone else, a malformed id or a missing document (never 403, never 500: a
 * stranger cannot tell an invoice exists). Never cached anywhere.
 */
export async function invoiceDownload(
  db: DbHandle,
  caller: Caller,
  invoiceId: string,
): Promise<Response> {
  const doc = await invoiceForCaller(db, caller, invoiceId);
  if (!doc) {
    return new Response(getInvoiceT('download')('notFound'), {
      status: 404,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'private, no-store',
      },
    });
  }
  return new Response(new Uint8Array(doc.pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoiceFileName(doc)}"`,
      'Content-Length': String(doc.pdf.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
