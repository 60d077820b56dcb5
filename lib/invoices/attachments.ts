import type { AttachmentResolver } from '@/lib/mail/attachments';
import { invoiceFileName, invoicePdf } from './store';

/**
 * The worker's resolver for invoice and credit note attachments: the stored PDF, rendered and
 * stored now if it is still missing. A missing document fails the delivery (retried, then
 * `failed`): an e-mail announcing an invoice never leaves without it.
 */
export const resolveInvoiceAttachments: AttachmentResolver = async (db, refs) => {
  const files = [];
  for (const ref of refs) {
    const doc = await invoicePdf(db, ref.invoiceId);
    if (!doc) throw new Error(`pièce jointe introuvable : document ${ref.invoiceId}`);
    files.push({
      filename: invoiceFileName(doc),
      content: doc.pdf,
      contentType: 'application/pdf',
    });
  }
  return files;
};
