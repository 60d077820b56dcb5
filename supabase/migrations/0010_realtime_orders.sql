-- Hosted mode's live new-order notice (spec section 7): Supabase Realtime streams inserts of
-- the tables in its `supabase_realtime` publication, filtered by each table's RLS (own orders,
-- every order for an administrator: policy orders_own_read of 0002). The embedded database has
-- no such publication: it uses the LISTEN/NOTIFY trigger of 0002, so this does nothing there.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_publication WHERE pubname = 'supabase_realtime')
     AND NOT EXISTS (
       SELECT 1 FROM pg_publication_tables
        WHERE pubname = 'supabase_realtime' AND schemaname = 'public' AND tablename = 'orders'
     ) THEN
    ALTER PUBLICATION supabase_realtime ADD TABLE public.orders;
  END IF;
END
$$;
