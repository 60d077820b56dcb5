-- Editing a paid, unshipped order (issue 40 §2, docs/decisions/order-editing.md): the invoice of
-- the order before the edit is cancelled by a credit note for its whole amount and a new invoice
-- is issued for the edited order, both numbered in the one gapless series. An order may then
-- have several invoices: the new one names the one it replaces, and « the invoice of an order »
-- is the one no other invoice replaces (view `current_invoices`). Only one first invoice per
-- order (a payment recorded twice still finds the first) and one replacement per invoice (a
-- chain, never a fork).
ALTER TABLE "invoices" ADD COLUMN "replaces_invoice_id" uuid REFERENCES "invoices"("id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_replaces_chk" CHECK ("replaces_invoice_id" IS NULL OR "kind" = 'invoice');--> statement-breakpoint
DROP INDEX IF EXISTS "invoices_one_per_order_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_first_per_order_idx" ON "invoices" USING btree ("order_id") WHERE "kind" = 'invoice' AND "replaces_invoice_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_replaces_key" ON "invoices" USING btree ("replaces_invoice_id") WHERE "replaces_invoice_id" IS NOT NULL;--> statement-breakpoint
CREATE VIEW "current_invoices" AS
  SELECT i.* FROM "invoices" i
  WHERE i."kind" = 'invoice'
    AND NOT EXISTS (SELECT 1 FROM "invoices" r WHERE r."replaces_invoice_id" = i."id");--> statement-breakpoint
-- What the customer still owes after an edit raised a paid order's total (paid by transfer);
-- 0 once the owner has recorded the balance as received. Money received = total − balance.
ALTER TABLE "orders" ADD COLUMN "balance_due_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_balance_due_chk" CHECK ("balance_due_cents" >= 0);--> statement-breakpoint
-- The refund of what an edit took off a paid order: the order's total already went down by it,
-- so it is money given back but not a refund of the (new) total; sums of refunds leave it out.
ALTER TABLE "order_refunds" ADD COLUMN "order_edit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The link between an invoice and the one it replaces is printed history: never changed.
CREATE OR REPLACE FUNCTION public.invoices_immutable() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'invoice % is issued: it cannot be deleted', OLD.number
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION 'issued invoices cannot be truncated' USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.number IS DISTINCT FROM OLD.number
    OR NEW.kind IS DISTINCT FROM OLD.kind
    OR NEW.order_id IS DISTINCT FROM OLD.order_id
    OR NEW.credits_invoice_id IS DISTINCT FROM OLD.credits_invoice_id
    OR NEW.replaces_invoice_id IS DISTINCT FROM OLD.replaces_invoice_id
    OR NEW.issued_at IS DISTINCT FROM OLD.issued_at
    OR NEW.data IS DISTINCT FROM OLD.data
    OR NEW.created_at IS DISTINCT FROM OLD.created_at
    OR (OLD.pdf_base64 IS NOT NULL AND NEW.pdf_base64 IS DISTINCT FROM OLD.pdf_base64)
    OR (OLD.pdf_base64 IS NOT NULL AND NEW.factur_x IS DISTINCT FROM OLD.factur_x) THEN
    RAISE EXCEPTION 'invoice % is issued: it cannot be changed', OLD.number
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
