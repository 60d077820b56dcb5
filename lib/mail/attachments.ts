/**
 * Documents attached to an e-mail by reference: the outbox row keeps `{ kind, id }` only, and
 * the worker turns each into a file when it delivers the e-mail, through the resolver it is
 * given (lib/invoices/attachments.ts renders and stores a missing invoice PDF then). lib/mail
 * knows no document itself, so the domains that make documents may send e-mails.
 */
import type { DbHandle } from '@/lib/db/handle';

export type EmailAttachmentRef = { kind: 'invoice'; invoiceId: string };

type ResolvedAttachment = { filename: string; content: Buffer; contentType: string };

export type AttachmentResolver = (
  db: DbHandle,
  refs: EmailAttachmentRef[],
) => Promise<ResolvedAttachment[]>;
