import { getCaller } from '@/lib/auth';
import { getDb } from '@/lib/db/client';
import { invoiceDownload } from '@/lib/invoices/download';

/** An invoice or credit note PDF (lib/invoices/download.ts: owner or admin, else 404). */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return invoiceDownload(getDb(), await getCaller(), id);
}
