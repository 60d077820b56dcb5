-- Price reductions (issue 39 §4, Code de la consommation L112-1-1): every price the shop charges
-- is kept with the moment it began, so an announced reduction can show the lowest price of the
-- 30 days before it. Triggers write the history (docs/decisions/price-history-by-trigger.md):
-- the product form, the bulk « Variation des prix », the CSV import, the paint grid and any
-- hand-written SQL all feed it, in the writer's own transaction, without one of them forgetting.
ALTER TABLE "products" ADD COLUMN "reduction_announced" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- The legal reference of the reduction under way (lib/pricing/reduction.ts), set by the save
-- that announces it; null when none is announced or no earlier price is known.
ALTER TABLE "products" ADD COLUMN "reduction_reference_ttc" integer;
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"product_id" uuid REFERENCES "public"."products"("id") ON DELETE cascade,
	-- No foreign key: a variant removed by the form keeps the prices it was sold at.
	"variant_id" uuid,
	-- A paint grid point: « product_key:volume » or « product_key:volume:paint type ».
	"paint_key" text,
	"price_ttc" integer NOT NULL,
	-- Whether the product announced a reduction (struck price, « Promo ») at that price.
	"announced" boolean DEFAULT false NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_history_item_chk" CHECK (("product_id" is not null) <> ("paint_key" is not null))
);
--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" ("product_id", "recorded_at") WHERE "variant_id" is null;
--> statement-breakpoint
CREATE INDEX "price_history_variant_idx" ON "price_history" ("variant_id", "recorded_at") WHERE "variant_id" is not null;
--> statement-breakpoint
CREATE INDEX "price_history_paint_idx" ON "price_history" ("paint_key", "recorded_at") WHERE "paint_key" is not null;
--> statement-breakpoint
ALTER TABLE "price_history" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.record_product_price() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.price_ttc IS DISTINCT FROM OLD.price_ttc
     OR NEW.reduction_announced IS DISTINCT FROM OLD.reduction_announced THEN
    INSERT INTO public.price_history (product_id, price_ttc, announced)
    VALUES (NEW.id, NEW.price_ttc, NEW.reduction_announced);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.record_variant_price() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.price_ttc IS DISTINCT FROM OLD.price_ttc THEN
    INSERT INTO public.price_history (product_id, variant_id, price_ttc, announced)
    SELECT NEW.product_id, NEW.id, NEW.price_ttc, p.reduction_announced
    FROM public.products p WHERE p.id = NEW.product_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The paint grid's prices, in cents, one per point (the grid is in euros: 14.9 is 1490).
CREATE OR REPLACE FUNCTION public.paint_price_points(product_key text, pricing jsonb)
RETURNS TABLE (point text, price_ttc integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT product_key || ':' || v.key, round((v.value->>'price_ttc')::numeric * 100)::int
  FROM jsonb_each(CASE WHEN jsonb_typeof(pricing) = 'object' THEN pricing ELSE '{}'::jsonb END) v
  WHERE jsonb_typeof(v.value) = 'object' AND jsonb_typeof(v.value->'price_ttc') = 'number'
  UNION ALL
  SELECT product_key || ':' || v.key || ':' || t.key, round((t.value->>'price_ttc')::numeric * 100)::int
  FROM jsonb_each(CASE WHEN jsonb_typeof(pricing) = 'object' THEN pricing ELSE '{}'::jsonb END) v,
    jsonb_each(CASE WHEN jsonb_typeof(v.value) = 'object' AND NOT v.value ? 'price_ttc'
      THEN v.value ELSE '{}'::jsonb END) t
  WHERE jsonb_typeof(t.value) = 'object' AND jsonb_typeof(t.value->'price_ttc') = 'number'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.record_paint_prices() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO public.price_history (paint_key, price_ttc)
    SELECT n.point, n.price_ttc FROM public.paint_price_points(NEW.product_key, NEW.pricing) n;
  ELSIF NEW.pricing IS DISTINCT FROM OLD.pricing OR NEW.product_key IS DISTINCT FROM OLD.product_key THEN
    INSERT INTO public.price_history (paint_key, price_ttc)
    SELECT n.point, n.price_ttc FROM public.paint_price_points(NEW.product_key, NEW.pricing) n
    WHERE NOT EXISTS (
      SELECT 1 FROM public.paint_price_points(OLD.product_key, OLD.pricing) o
      WHERE o.point = n.point AND o.price_ttc = n.price_ttc
    );
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The three writers of prices, each recorded in the transaction that changes it.
CREATE TRIGGER "products_price_history" AFTER INSERT OR UPDATE OF "price_ttc", "reduction_announced"
  ON "products" FOR EACH ROW EXECUTE FUNCTION public.record_product_price();
--> statement-breakpoint
CREATE TRIGGER "product_variants_price_history" AFTER INSERT OR UPDATE OF "price_ttc"
  ON "product_variants" FOR EACH ROW EXECUTE FUNCTION public.record_variant_price();
--> statement-breakpoint
CREATE TRIGGER "paint_product_configs_price_history" AFTER INSERT OR UPDATE OF "pricing", "product_key"
  ON "paint_product_configs" FOR EACH ROW EXECUTE FUNCTION public.record_paint_prices();
--> statement-breakpoint
-- What is known today: each price since the row was last written.
INSERT INTO "price_history" ("product_id", "price_ttc", "recorded_at")
SELECT "id", "price_ttc", "updated_at" FROM "products";
--> statement-breakpoint
INSERT INTO "price_history" ("product_id", "variant_id", "price_ttc", "recorded_at")
SELECT v."product_id", v."id", v."price_ttc", p."updated_at"
FROM "product_variants" v JOIN "products" p ON p."id" = v."product_id";
--> statement-breakpoint
INSERT INTO "price_history" ("paint_key", "price_ttc", "recorded_at")
SELECT n.point, n.price_ttc, c."updated_at"
FROM "paint_product_configs" c, public.paint_price_points(c."product_key", c."pricing") n;
