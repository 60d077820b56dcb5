CREATE TYPE "public"."pro_price_scope" AS ENUM('brand', 'category', 'product', 'variant');--> statement-breakpoint
CREATE TYPE "public"."transport_class" AS ENUM('none', 'aerosol', 'flammable_liquid');--> statement-breakpoint
CREATE TABLE "carriers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"accepted_classes" "transport_class"[] DEFAULT '{none}'::transport_class[] NOT NULL,
	"dangerous_parcel_max_grams" integer,
	"handling_days_min" integer DEFAULT 1 NOT NULL,
	"handling_days_max" integer DEFAULT 2 NOT NULL,
	"is_standard" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carriers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "professional_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" "pro_price_scope" NOT NULL,
	"brand_id" uuid,
	"category_id" uuid,
	"product_id" uuid,
	"variant_id" uuid,
	"discount_percent" integer,
	"price_ttc" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "professional_prices_target_chk" CHECK (("professional_prices"."scope" = 'brand' and "professional_prices"."brand_id" is not null and "professional_prices"."discount_percent" between 1 and 90)
       or ("professional_prices"."scope" = 'category' and "professional_prices"."category_id" is not null and "professional_prices"."discount_percent" between 1 and 90)
       or ("professional_prices"."scope" = 'product' and "professional_prices"."product_id" is not null and "professional_prices"."price_ttc" > 0)
       or ("professional_prices"."scope" = 'variant' and "professional_prices"."variant_id" is not null and "professional_prices"."price_ttc" > 0))
);
--> statement-breakpoint
CREATE TABLE "shipping_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"carrier_id" uuid NOT NULL,
	"country" text NOT NULL,
	"min_weight_grams" integer DEFAULT 0 NOT NULL,
	"max_weight_grams" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"free_from_cents" integer,
	"transit_days_min" integer NOT NULL,
	"transit_days_max" integer NOT NULL,
	CONSTRAINT "shipping_rates_band_chk" CHECK ("shipping_rates"."min_weight_grams" >= 0 and "shipping_rates"."max_weight_grams" >= "shipping_rates"."min_weight_grams" and "shipping_rates"."price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "transport_class" "transport_class" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "paint_product_configs" ADD COLUMN "transport_classes" jsonb DEFAULT '{"default":"none"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "professional_prices" ADD CONSTRAINT "professional_prices_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_prices" ADD CONSTRAINT "professional_prices_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_prices" ADD CONSTRAINT "professional_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professional_prices" ADD CONSTRAINT "professional_prices_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_carrier_id_carriers_id_fk" FOREIGN KEY ("carrier_id") REFERENCES "public"."carriers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "professional_prices_target_idx" ON "professional_prices" USING btree ("scope",coalesce("brand_id", "category_id", "product_id", "variant_id"));--> statement-breakpoint
CREATE INDEX "shipping_rates_carrier_idx" ON "shipping_rates" USING btree ("carrier_id","country");
--> statement-breakpoint
-- Hosted mode: carriers and rates are public reading (the cart's estimate); professional prices
-- are read by the server only (no policy for API roles); admins write all three.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['carriers','shipping_rates','professional_prices']
  LOOP
    EXECUTE format('ALTER TABLE public.%I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('DROP POLICY IF EXISTS %I ON public.%I', t || '_admin_all', t);
    EXECUTE format('CREATE POLICY %I ON public.%I FOR ALL TO authenticated USING (public.is_verified_admin(auth.uid())) WITH CHECK (public.is_verified_admin(auth.uid()))',
      t || '_admin_all', t);
  END LOOP;
  FOREACH t IN ARRAY ARRAY['carriers','shipping_rates']
  LOOP
    EXECUTE format('DROP POLICY IF EXISTS %I ON public.%I', t || '_public_read', t);
    EXECUTE format('CREATE POLICY %I ON public.%I FOR SELECT TO anon, authenticated USING (true)',
      t || '_public_read', t);
  END LOOP;
END
$$;
