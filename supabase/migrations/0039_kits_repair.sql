-- Repair kits (issue 41 §3): a kit per repair type bundles the colour, mixed to order in the
-- kit's packaging (stylo, bombe or pot, `colour_quantity` of them), with catalogue products
-- (primer, varnish, abrasives, masking) in quantities. Its price is the sum of its parts minus
-- `discount_percent`, computed by the server (lib/kits/price.ts); its stock is its components'
-- (min of floor(stock / quantity)). docs/decisions/repair-kits.md
CREATE TABLE "repair_kits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"repair_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"colour_product_key" text NOT NULL,
	"colour_quantity" integer DEFAULT 1 NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "repair_kits_type_chk" CHECK ("repair_type" IN ('rayure', 'eclat', 'pare_chocs', 'element')),
	CONSTRAINT "repair_kits_packaging_chk" CHECK ("colour_product_key" IN ('peinture-stylo', 'peinture-bombe', 'peinture-pot')),
	CONSTRAINT "repair_kits_colour_quantity_chk" CHECK ("colour_quantity" BETWEEN 1 AND 20),
	CONSTRAINT "repair_kits_discount_chk" CHECK ("discount_percent" BETWEEN 0 AND 90)
);
--> statement-breakpoint
CREATE TABLE "repair_kit_components" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kit_id" uuid NOT NULL REFERENCES "repair_kits"("id") ON DELETE CASCADE,
	"product_id" uuid NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"variant_id" uuid REFERENCES "product_variants"("id") ON DELETE CASCADE,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "repair_kit_components_quantity_chk" CHECK ("quantity" BETWEEN 1 AND 99)
);
--> statement-breakpoint
CREATE INDEX "repair_kit_components_kit_idx" ON "repair_kit_components" ("kit_id", "position");
--> statement-breakpoint
CREATE INDEX "repair_kit_components_product_idx" ON "repair_kit_components" ("product_id");
--> statement-breakpoint
-- A kit line of an order: the kit and its content as sold (components with the quantity per
-- kit and whether their stock was taken, the colour part), given back on release.
ALTER TABLE "order_items" ADD COLUMN "kit" jsonb;
--> statement-breakpoint
-- Read and written by the server only (no policy: hosted clients see nothing).
ALTER TABLE "repair_kits" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "repair_kit_components" ENABLE ROW LEVEL SECURITY;
