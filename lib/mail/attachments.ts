/**
 * Documents attached to an e-mail by reference: the outbox row keeps `{ kind, id }` only, and
 * the worker turns each into a file when it delivers the e-mail (an invoice's PDF is rendered
 * and stored then if it is still missing).
 */
import type { DbHandle } from '@/lib/db/handle';
import { invoiceFileName, invoicePdf } from '@/lib/invoices/store';

export type EmailAttachmentRef = { kind: 'invoice'; invoiceId: string };

export type ResolvedAttachment = { filename: string; content: Buffer; contentType: string };

export async function resolveAttachments(
  db: DbHandle,
  refs: EmailAttachmentRef[] | null | undefined,
): Promise<ResolvedAttachment[]> {
  const files: ResolvedAttachment[] = [];
  for (const ref of refs ?? []) {
    const doc = await invoicePdf(db, ref.invoiceId);
    if (!doc) throw new Error(`pièce jointe introuvable : document ${ref.invoiceId}`);
    files.push({
      filename: invoiceFileName(doc),
      content: doc.pdf,
      contentType: 'application/pdf',
    });
  }
  return files;
}
