ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
-- Invoices and credit notes never change once issued (French law: an issued invoice is only
-- cancelled by a credit note). What is printed (number, kind, order, date, frozen data, the
-- credited invoice) is refused on UPDATE; the PDF may be stored once (null → bytes), never
-- replaced; DELETE and TRUNCATE are refused.
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
--> statement-breakpoint
DROP TRIGGER IF EXISTS invoices_immutable_row ON public.invoices;
--> statement-breakpoint
CREATE TRIGGER invoices_immutable_row BEFORE UPDATE OR DELETE ON public.invoices
  FOR EACH ROW EXECUTE FUNCTION public.invoices_immutable();
--> statement-breakpoint
DROP TRIGGER IF EXISTS invoices_immutable_truncate ON public.invoices;
--> statement-breakpoint
CREATE TRIGGER invoices_immutable_truncate BEFORE TRUNCATE ON public.invoices
  FOR EACH STATEMENT EXECUTE FUNCTION public.invoices_immutable();
