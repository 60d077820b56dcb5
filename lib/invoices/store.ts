/**
 * The stored PDF of an invoice or credit note. The first time it is asked for, it is rendered
 * from the frozen data (Factur-X when the buyer is a professional) and written once into
 * `pdf_base64` (the immutability trigger lets it go from null to bytes, never change again):
 * every later download and e-mail serves the same bytes.
 */
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/handle';
import type { InvoiceData } from './types';

export type InvoicePdf = { id: string; number: string; kind: InvoiceData['kind']; pdf: Buffer };

type Row = {
  id: string;
  number: string;
  kind: InvoiceData['kind'];
  issued_at: string | Date;
  data: InvoiceData;
  factur_x: boolean;
  pdf_base64: string | null;
};

/**
 * Renders the document's PDF from its frozen data (not stored: see invoicePdf). The renderer and
 * the Factur-X library are loaded on the first rendering only: the job worker and every route
 * that can reach a stored PDF import this module, and most of them never render one (about 4 s of
 * import each, docs/decisions/ci-pipeline.md « Round 6 »).
 */
export async function renderDocument(
  row: Pick<Row, 'data' | 'factur_x' | 'issued_at'>,
): Promise<Buffer> {
  const [{ renderInvoicePdf }, { embedFacturX }] = await Promise.all([
    import('./pdf'),
    import('./factur-x'),
  ]);
  const pdf = await renderInvoicePdf(row.data, new Date(row.issued_at));
  return row.factur_x ? embedFacturX(row.data, pdf) : pdf;
}

export async function invoicePdf(db: DbHandle, invoiceId: string): Promise<InvoicePdf | null> {
  const { rows } = await db.execute<Row>(sql`
    select id, number, kind, issued_at, data, factur_x, pdf_base64 from invoices
    where id = ${invoiceId}::uuid`);
  const row = rows[0];
  if (!row) return null;
  const done = (base64: string): InvoicePdf => ({
    id: row.id,
    number: row.number,
    kind: row.kind,
    pdf: Buffer.from(base64, 'base64'),
  });
  if (row.pdf_base64) return done(row.pdf_base64);
  const rendered = (await renderDocument(row)).toString('base64');
  const stored = await db.execute<{ pdf_base64: string }>(sql`
    update invoices set pdf_base64 = ${rendered}
    where id = ${invoiceId}::uuid and pdf_base64 is null
    returning pdf_base64`);
  if (stored.rows[0]) return done(stored.rows[0].pdf_base64);
  // Someone else stored it first: theirs is the one served forever.
  const again = await db.execute<{ pdf_base64: string }>(
    sql`select pdf_base64 from invoices where id = ${invoiceId}::uuid`,
  );
  return done(again.rows[0]!.pdf_base64);
}

/** The file name a download and an attachment carry (« facture-FA-2026-000001.pdf »). */
export function invoiceFileName(doc: Pick<InvoicePdf, 'number' | 'kind'>): string {
  return `${doc.kind === 'credit_note' ? 'avoir' : 'facture'}-${doc.number}.pdf`;
}
