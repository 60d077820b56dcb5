import 'server-only';
import { sql } from 'drizzle-orm';
import type { Admin } from '@/lib/auth';
import type { DbHandle } from '@/lib/db/handle';
import type { Credited, PriorCredit } from '@/lib/invoices/credit';
import type { InvoiceData } from '@/lib/invoices/types';
import type { PaymentMethod } from '@/lib/orders/constants';

/**
 * What the order page shows of refunds and offers in its refund dialog: the invoice as issued
 * and the credit notes already against it (the dialog previews a selection's amount with
 * lib/invoices/credit.ts, as the server computes it), and the refunds made.
 */
export type RefundPanel = {
  /** The order's current invoice (an edit replaces it: docs/decisions/order-editing.md). */
  invoice: InvoiceData | null;
  /** The credit notes against the current invoice. */
  prior: PriorCredit[];
  /** Refunds of the order's total (not what an edit gave back: the total went down by it). */
  refundedCents: number;
  refunds: {
    id: string;
    amountCents: number;
    /** Given back by an order's edit (its total went down). */
    orderEdit: boolean;
    refundedOn: string;
    method: PaymentMethod;
    reference: string | null;
    creditNote: { id: string; number: string } | null;
  }[];
  creditNotes: { id: string; number: string }[];
};

/** `_admin`: only an admin (a value the guard returns) may read it. */
export async function refundPanel(
  db: DbHandle,
  _admin: Admin,
  orderId: string,
): Promise<RefundPanel> {
  const [documents, refunds] = await Promise.all([
    db.execute<{
      id: string;
      kind: 'invoice' | 'credit_note';
      number: string;
      data: InvoiceData;
      credited: Credited | null;
      credits_invoice_id: string | null;
      current: boolean;
    }>(sql`select id, kind, number, data, credited, credits_invoice_id,
             id in (select c.id from current_invoices c where c.order_id = ${orderId}::uuid)
               as current
           from invoices
           where order_id = ${orderId}::uuid order by issued_at, number`),
    db.execute<{
      id: string;
      amount_cents: number;
      refunded_on: string;
      method: PaymentMethod;
      reference: string | null;
      credit_note_id: string | null;
      credit_note_number: string | null;
      order_edit: boolean;
    }>(sql`select r.id, r.amount_cents, r.refunded_on::text, r.method, r.reference, r.order_edit,
             r.credit_note_id, i.number as credit_note_number
           from order_refunds r left join invoices i on i.id = r.credit_note_id
           where r.order_id = ${orderId}::uuid order by r.created_at, r.id`),
  ]);
  const notes = documents.rows.filter((d) => d.kind === 'credit_note');
  const current = documents.rows.find((d) => d.current);
  return {
    invoice: current?.data ?? null,
    prior: notes
      .filter((n) => n.credits_invoice_id === current?.id)
      .map((n) => ({ credited: n.credited, totals: n.data.totals })),
    refundedCents: refunds.rows
      .filter((r) => !r.order_edit)
      .reduce((sum, r) => sum + r.amount_cents, 0),
    refunds: refunds.rows.map((r) => ({
      id: r.id,
      amountCents: r.amount_cents,
      orderEdit: r.order_edit,
      refundedOn: r.refunded_on,
      method: r.method,
      reference: r.reference,
      creditNote:
        r.credit_note_id && r.credit_note_number
          ? { id: r.credit_note_id, number: r.credit_note_number }
          : null,
    })),
    creditNotes: notes.map((n) => ({ id: n.id, number: n.number })),
  };
}
