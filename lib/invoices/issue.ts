/**
 * Issuing invoices and credit notes, inside the caller's transaction (the payment's, the
 * cancellation's). Numbers come from `document_counters`: the counter row of the kind and year
 * is incremented with `insert … on conflict do update … returning`, which holds its row lock
 * until the transaction ends, so concurrent payments take numbers one after the other and a
 * rolled-back payment gives its number back: the sequence has no gap and no duplicate.
 */
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/handle';
import {
  buildPartialCreditNoteData,
  type Credited,
  type CreditRefusal,
  creditedBy,
  type CreditSelection,
  restOf,
  selectionRefusal,
} from './credit';
import { buildInvoiceData } from './data';
import { readInvoiceMentions } from './mentions';
import type { InvoiceData, InvoiceSource } from './types';

type DocumentKind = 'invoice' | 'credit_note';
const NUMBER_PREFIX: Record<DocumentKind, string> = { invoice: 'FA', credit_note: 'AV' };

export type IssuedDocument = { id: string; number: string; created: boolean };

/**
 * The next number of a kind (FA-2026-000001) and its date. The date is read once the number is
 * taken (`clock_timestamp()` in `returning`, evaluated after the counter row's lock is granted),
 * not at the transaction's start (`now()`): the number before it was dated when its
 * transaction held the lock, and that lock is released only at commit, so a higher number never
 * carries an earlier date. French invoices are chronological (CGI art. 242 nonies A).
 */
async function nextDocumentNumber(
  tx: DbHandle,
  kind: DocumentKind,
): Promise<{ number: string; issuedAt: Date }> {
  const { rows } = await tx.execute<{ last: number; year: number; at: string }>(sql`
    insert into document_counters (kind, year, last)
    values (${kind}, extract(year from clock_timestamp() at time zone 'Europe/Paris')::int, 1)
    on conflict (kind, year) do update set last = document_counters.last + 1
    returning last, year, clock_timestamp() as at`);
  const row = rows[0]!;
  return {
    number: `${NUMBER_PREFIX[kind]}-${row.year}-${String(row.last).padStart(6, '0')}`,
    issuedAt: new Date(row.at),
  };
}

/**
 * The invoice of a paid order (as loaded by the caller in this transaction), issued once: a
 * second call (a payment recorded twice) finds the first. Null when the order is not paid.
 */
export async function issueInvoice(
  tx: DbHandle,
  order: InvoiceSource,
): Promise<IssuedDocument | null> {
  const existing = await tx.execute<{ id: string; number: string }>(sql`
    select id, number from current_invoices where order_id = ${order.id}::uuid`);
  if (existing.rows[0]) return { ...existing.rows[0], created: false };
  if (order.paymentState !== 'paid') return null;
  return insertInvoice(tx, order, null);
}

async function insertInvoice(
  tx: DbHandle,
  order: InvoiceSource,
  replacesId: string | null,
): Promise<IssuedDocument> {
  const { number, issuedAt } = await nextDocumentNumber(tx, 'invoice');
  const data = buildInvoiceData(order, { number, issuedAt }, await readInvoiceMentions(tx));
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into invoices (kind, number, order_id, issued_at, data, factur_x, replaces_invoice_id)
    values ('invoice', ${number}, ${order.id}::uuid, ${issuedAt.toISOString()}::timestamptz,
      ${JSON.stringify(data)}::jsonb, ${data.buyer.professional}, ${replacesId}::uuid)
    returning id`);
  return { id: rows[0]!.id, number, created: true };
}

export type ReplacedInvoice = {
  replaced: { id: string; number: string };
  creditNote: IssuedDocument & { amountCents: number };
  invoice: IssuedDocument;
};

/**
 * An edited order's documents (docs/decisions/order-editing.md): its current invoice, never
 * changed, is cancelled by a credit note for all it has left (the whole of it: an order with a
 * partial credit note is not edited), and a new invoice is issued for the order as it now is
 * (loaded by the caller after the edit, in this transaction), naming the one it replaces. Both
 * numbers come from the gapless counters of this transaction. Null when the order has no
 * invoice (not paid yet: nothing to correct).
 */
export async function replaceInvoice(
  tx: DbHandle,
  order: InvoiceSource,
  reason: string,
): Promise<ReplacedInvoice | null> {
  const { rows } = await tx.execute<{ id: string; number: string }>(sql`
    select id, number from current_invoices where order_id = ${order.id}::uuid`);
  const replaced = rows[0];
  if (!replaced) return null;
  const creditNote = await issueCreditNote(tx, replaced.id, reason, 'rest');
  if (creditNote === null || typeof creditNote === 'string' || !creditNote.created) {
    throw new Error(`facture ${replaced.number} déjà créditée : elle ne peut être remplacée`);
  }
  const invoice = await insertInvoice(tx, order, replaced.id);
  return { replaced, creditNote, invoice };
}

/**
 * A credit note against an invoice: of a selection (lines by quantity, the shipping: a partial
 * refund), or of everything it has left to credit (`'rest'`: a cancellation, a full refund).
 * The invoice row is locked first, so two credit notes of one invoice are computed one after the
 * other, each from what the previous ones left; the number is drawn like an invoice's (gapless,
 * in this transaction). What it credits is stored in `credited` for the next one. `'rest'` of an
 * invoice fully credited already issues nothing and returns the last credit note (a cancellation
 * replayed). Null when there is no such invoice; a selection that asks for more than is left is
 * refused with its reason.
 */
export async function issueCreditNote(
  tx: DbHandle,
  invoiceId: string,
  reason: string,
  selection: CreditSelection | 'rest' = 'rest',
): Promise<(IssuedDocument & { amountCents: number }) | CreditRefusal | null> {
  const { rows: found } = await tx.execute<{
    id: string;
    order_id: string;
    data: InvoiceData;
    factur_x: boolean;
  }>(sql`select id, order_id, data, factur_x from invoices
         where id = ${invoiceId}::uuid and kind = 'invoice' for update`);
  const invoice = found[0];
  if (!invoice) return null;
  const { rows: notes } = await tx.execute<{
    id: string;
    number: string;
    credited: Credited | null;
    data: InvoiceData;
  }>(sql`select id, number, credited, data from invoices
         where credits_invoice_id = ${invoiceId}::uuid and kind = 'credit_note'
         order by issued_at, number`);
  const prior = notes.map((n) => ({ credited: n.credited, totals: n.data.totals }));
  const chosen = selection === 'rest' ? restOf(invoice.data, prior) : selection;
  const refusal = selectionRefusal(invoice.data, prior, chosen);
  if (refusal) {
    const last = notes.at(-1);
    if (selection === 'rest' && last) return { ...last, created: false, amountCents: 0 };
    return refusal;
  }
  const { number, issuedAt } = await nextDocumentNumber(tx, 'credit_note');
  const data = buildPartialCreditNoteData(invoice.data, prior, chosen, {
    number,
    issuedAt,
    reason,
  });
  const { rows } = await tx.execute<{ id: string }>(sql`
    insert into invoices (kind, number, order_id, credits_invoice_id, issued_at, data, factur_x,
      credited)
    values ('credit_note', ${number}, ${invoice.order_id}::uuid, ${invoiceId}::uuid,
      ${issuedAt.toISOString()}::timestamptz, ${JSON.stringify(data)}::jsonb, ${invoice.factur_x},
      ${JSON.stringify(creditedBy(chosen))}::jsonb)
    returning id`);
  return { id: rows[0]!.id, number, created: true, amountCents: -data.totals.ttc };
}
