-- is_verified_admin: true only for a verified 'admin' role row (spec section 6).
CREATE OR REPLACE FUNCTION public.is_verified_admin(user_uuid uuid)
  RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public
AS $$
  SELECT EXISTS (
    SELECT 1 FROM public.user_roles
    WHERE user_id = user_uuid AND role = 'admin' AND verified = true
  )
$$;
--> statement-breakpoint
-- A new order is announced on the 'order_inserted' channel (LISTEN/NOTIFY in embedded mode;
-- Supabase Realtime reads the same inserts in hosted mode).
CREATE OR REPLACE FUNCTION public.notify_order_inserted()
  RETURNS trigger
  LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('order_inserted', json_build_object(
    'id', NEW.id, 'order_number', NEW.order_number, 'user_id', NEW.user_id)::text);
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS orders_notify_insert ON public.orders;
--> statement-breakpoint
CREATE TRIGGER orders_notify_insert AFTER INSERT ON public.orders
  FOR EACH ROW EXECUTE FUNCTION public.notify_order_inserted();
--> statement-breakpoint
-- Row-level security for hosted mode (Supabase clients). The app's own server connection is
-- the table owner and is not subject to these policies.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'users','sessions','profiles','user_roles','addresses','categories','brands','products',
    'product_variants','product_tags','paint_manufacturers','paint_colors','paint_product_configs',
    'paint_type_documents','promotions','cart_items','orders','order_items','cookie_consent_log',
    'seo_settings','newsletter_subscribers','contact_messages','email_outbox','legacy_redirects']
  LOOP
    EXECUTE format('ALTER TABLE public.%I ENABLE ROW LEVEL SECURITY', t);
  END LOOP;
END
$$;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  -- Public catalogue: anyone may read active rows; admins may write.
  FOREACH t IN ARRAY ARRAY['categories','brands','products','paint_manufacturers','paint_colors',
    'paint_product_configs','paint_type_documents']
  LOOP
    EXECUTE format('DROP POLICY IF EXISTS %I ON public.%I', t || '_public_read', t);
    EXECUTE format('CREATE POLICY %I ON public.%I FOR SELECT TO anon, authenticated USING (is_active)',
      t || '_public_read', t);
    EXECUTE format('DROP POLICY IF EXISTS %I ON public.%I', t || '_admin_all', t);
    EXECUTE format('CREATE POLICY %I ON public.%I FOR ALL TO authenticated USING (public.is_verified_admin(auth.uid())) WITH CHECK (public.is_verified_admin(auth.uid()))',
      t || '_admin_all', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['product_variants','product_tags','seo_settings','promotions']
  LOOP
    EXECUTE format('DROP POLICY IF EXISTS %I ON public.%I', t || '_public_read', t);
    EXECUTE format('CREATE POLICY %I ON public.%I FOR SELECT TO anon, authenticated USING (true)',
      t || '_public_read', t);
    EXECUTE format('DROP POLICY IF EXISTS %I ON public.%I', t || '_admin_all', t);
    EXECUTE format('CREATE POLICY %I ON public.%I FOR ALL TO authenticated USING (public.is_verified_admin(auth.uid())) WITH CHECK (public.is_verified_admin(auth.uid()))',
      t || '_admin_all', t);
  END LOOP;
  -- Own rows only.
  FOREACH t IN ARRAY ARRAY['cart_items','addresses']
  LOOP
    EXECUTE format('DROP POLICY IF EXISTS %I ON public.%I', t || '_own', t);
    EXECUTE format('CREATE POLICY %I ON public.%I FOR ALL TO authenticated USING (user_id = auth.uid()) WITH CHECK (user_id = auth.uid())',
      t || '_own', t);
  END LOOP;
END
$$;
--> statement-breakpoint
DROP POLICY IF EXISTS profiles_own ON public.profiles;
--> statement-breakpoint
CREATE POLICY profiles_own ON public.profiles FOR ALL TO authenticated
  USING (id = auth.uid() OR public.is_verified_admin(auth.uid()))
  WITH CHECK (id = auth.uid() OR public.is_verified_admin(auth.uid()));
--> statement-breakpoint
DROP POLICY IF EXISTS orders_own_read ON public.orders;
--> statement-breakpoint
CREATE POLICY orders_own_read ON public.orders FOR SELECT TO authenticated
  USING (user_id = auth.uid() OR public.is_verified_admin(auth.uid()));
--> statement-breakpoint
DROP POLICY IF EXISTS order_items_own_read ON public.order_items;
--> statement-breakpoint
CREATE POLICY order_items_own_read ON public.order_items FOR SELECT TO authenticated
  USING (EXISTS (SELECT 1 FROM public.orders o WHERE o.id = order_id
    AND (o.user_id = auth.uid() OR public.is_verified_admin(auth.uid()))));
--> statement-breakpoint
DROP POLICY IF EXISTS cookie_consent_log_insert ON public.cookie_consent_log;
--> statement-breakpoint
CREATE POLICY cookie_consent_log_insert ON public.cookie_consent_log FOR INSERT TO anon, authenticated
  WITH CHECK (user_id IS NULL OR user_id = auth.uid());
--> statement-breakpoint
DROP POLICY IF EXISTS user_roles_own_read ON public.user_roles;
--> statement-breakpoint
CREATE POLICY user_roles_own_read ON public.user_roles FOR SELECT TO authenticated
  USING (user_id = auth.uid());
