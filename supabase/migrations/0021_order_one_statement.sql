-- An order is written in one statement (lib/orders/place.ts): the order, its lines, its
-- e-mails and the stock taken. When a line's stock could not be taken (short, changed since it
-- was priced) or the promotion was withdrawn, this check aborts that statement, so nothing of
-- the order is written; the caller then takes the transaction that says which line and why.
CREATE OR REPLACE FUNCTION public.order_write_check(ok boolean) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION 'order not written: a line''s stock or the promotion changed'
      USING ERRCODE = 'NU409';
  END IF;
  RETURN true;
END;
$$;
--> statement-breakpoint
-- Room on each page for the stock updates of orders to stay heap-only (HOT): an update that
-- finds its page full writes a new entry in every index of the table, the trigram ones too.
ALTER TABLE public.products SET (fillfactor = 85);
--> statement-breakpoint
ALTER TABLE public.product_variants SET (fillfactor = 85);
