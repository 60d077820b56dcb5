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
  invoice: InvoiceData | null;
  prior: PriorCredit[];
  refundedCents: number;
  refunds: {
    id: string;
    amountCents: number;
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
    }>(sql`select id, kind, number, data, credited from invoices
           where order_id = ${orderId}::uuid order by issued_at, number`),
    db.execute<{
      id: string;
      amount_cents: number;
      refunded_on: string;
      method: PaymentMethod;
      reference: string | null;
      credit_note_id: string | null;
      credit_note_number: string | null;
    }>(sql`select r.id, r.amount_cents, r.refunded_on::text, r.method, r.reference,
             r.credit_note_id, i.number as credit_note_number
           from order_refunds r left join invoices i on i.id = r.credit_note_id
           where r.order_id = ${orderId}::uuid order by r.created_at, r.id`),
  ]);
  const notes = documents.rows.filter((d) => d.kind === 'credit_note');
  return {
    invoice: documents.rows.find((d) => d.kind === 'invoice')?.data ?? null,
    prior: notes.map((n) => ({ credited: n.credited, totals: n.data.totals })),
    refundedCents: refunds.rows.reduce((sum, r) => sum + r.amount_cents, 0),
    refunds: refunds.rows.map((r) => ({
      id: r.id,
      amountCents: r.amount_cents,
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
