CREATE TABLE "order_counts" (
	"status" "order_status" NOT NULL,
	"payment_state" "payment_state" NOT NULL,
	"payment_method" "payment_method" NOT NULL,
	"carrier_code" text NOT NULL,
	"slot" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "order_counts_status_payment_state_payment_method_carrier_code_slot_pk" PRIMARY KEY("status","payment_state","payment_method","carrier_code","slot")
);
--> statement-breakpoint
CREATE INDEX "orders_admin_total_idx" ON "orders" USING btree ("total_cents","created_at","id");--> statement-breakpoint
-- The admin orders list's totals (lib/admin/orders/queries.ts `orderTotal`): order_counts follows
-- every write to orders in the writer's own transaction. Statement triggers with transition
-- tables: one upsert per key a statement touched, whatever its number of rows; an update that
-- changes none of the four columns nets to zero and writes nothing. Keys are upserted in one
-- order so that two transactions never wait on each other's rows crosswise.
CREATE OR REPLACE FUNCTION public.order_counts_apply()
  RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER
  SET search_path = public
AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM public.order_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO public.order_counts AS c (status, payment_state, payment_method, carrier_code, slot, n)
    SELECT status, payment_state, payment_method, coalesce(carrier_code, ''), pg_backend_pid() % 8, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (status, payment_state, payment_method, carrier_code, slot)
      DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO public.order_counts AS c (status, payment_state, payment_method, carrier_code, slot, n)
    SELECT status, payment_state, payment_method, coalesce(carrier_code, ''), pg_backend_pid() % 8, -count(*)
      FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (status, payment_state, payment_method, carrier_code, slot)
      DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO public.order_counts AS c (status, payment_state, payment_method, carrier_code, slot, n)
    SELECT status, payment_state, payment_method, carrier_code, pg_backend_pid() % 8, sum(d)
      FROM (
        SELECT status, payment_state, payment_method, coalesce(carrier_code, '') AS carrier_code, 1 AS d
          FROM new_rows
        UNION ALL
        SELECT status, payment_state, payment_method, coalesce(carrier_code, ''), -1 FROM old_rows
      ) changed
     GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (status, payment_state, payment_method, carrier_code, slot)
      DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER order_counts_insert AFTER INSERT ON public.orders
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.order_counts_apply();
--> statement-breakpoint
CREATE TRIGGER order_counts_update AFTER UPDATE ON public.orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.order_counts_apply();
--> statement-breakpoint
CREATE TRIGGER order_counts_delete AFTER DELETE ON public.orders
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION public.order_counts_apply();
--> statement-breakpoint
CREATE TRIGGER order_counts_truncate AFTER TRUNCATE ON public.orders
  FOR EACH STATEMENT EXECUTE FUNCTION public.order_counts_apply();
--> statement-breakpoint
-- The orders already there. Creating the triggers locked orders against writes until this
-- migration commits, so none is counted twice or missed.
INSERT INTO public.order_counts (status, payment_state, payment_method, carrier_code, slot, n)
SELECT status, payment_state, payment_method, coalesce(carrier_code, ''), 0, count(*)
  FROM public.orders GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- Hosted mode: no Supabase client reads it; the server's connection owns it.
ALTER TABLE public.order_counts ENABLE ROW LEVEL SECURITY;
