-- Bulk changes with a safety net (issue 40 §4).
-- The bin (« Corbeille »): a deleted product keeps its row for 30 days with the moment it was
-- deleted; the shop, its feed, search, sitemap and cart read it as not shown (lib/db/shown-product.ts)
-- and the admin lists leave it out. The job worker purges it after 30 days (order lines are
-- snapshots without a foreign key: docs/decisions/product-bin.md).
ALTER TABLE "products" ADD COLUMN "deleted_at" timestamp with time zone;
--> statement-breakpoint
CREATE INDEX "products_deleted_idx" ON "products" ("deleted_at") WHERE "deleted_at" is not null;
--> statement-breakpoint
-- One « Variation des prix (%) » applied by an admin, so it can be undone while its prices stand.
CREATE TABLE "bulk_price_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"percent" numeric(4, 1) NOT NULL,
	-- 'none', 'x90' (to the nearest x,90 €) or 'euro' (to the nearest euro).
	"rounding" text NOT NULL,
	"product_count" integer NOT NULL,
	"variant_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "bulk_price_batches_rounding_chk" CHECK ("rounding" in ('none', 'x90', 'euro'))
);
--> statement-breakpoint
CREATE INDEX "bulk_price_batches_created_idx" ON "bulk_price_batches" ("created_at" desc);
--> statement-breakpoint
-- Each price the batch changed, before and after (cents, TTC): a product row (variant_id null:
-- its price and professional price) or one of its variants. Purged products take theirs along.
CREATE TABLE "bulk_price_batch_items" (
	"batch_id" uuid NOT NULL REFERENCES "bulk_price_batches"("id") ON DELETE CASCADE,
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"variant_id" uuid REFERENCES "product_variants"("id") ON DELETE CASCADE,
	"before_ttc" integer NOT NULL,
	"after_ttc" integer NOT NULL,
	"before_pro_ttc" integer,
	"after_pro_ttc" integer
);
--> statement-breakpoint
CREATE INDEX "bulk_price_batch_items_batch_idx" ON "bulk_price_batch_items" ("batch_id");
