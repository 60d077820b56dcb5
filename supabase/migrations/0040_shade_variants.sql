-- Shade variants of a colour code (issue 41 §1, « variantes de teinte »): the same maker's code
-- is mixed in several shades over the years and between factories; the buyer picks one on the
-- colour page and the workshop mixes that one. One row per variant of a colour; exactly one
-- « standard » per colour at most (the colour page preselects it).
CREATE TABLE "colour_shade_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"colour_id" uuid NOT NULL REFERENCES "paint_colors"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	-- The maker's (or the paint brand's) variant code when one exists.
	"variant_code" text,
	"year_from" integer,
	"year_to" integer,
	"models" text,
	"swatch_hex" text,
	"is_standard" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colour_shade_variants_name_key" UNIQUE ("colour_id", "name"),
	CONSTRAINT "colour_shade_variants_name_chk" CHECK (length(btrim("name")) BETWEEN 1 AND 60),
	CONSTRAINT "colour_shade_variants_hex_chk" CHECK ("swatch_hex" IS NULL OR "swatch_hex" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "colour_shade_variants_years_chk" CHECK (
		("year_from" IS NULL OR "year_from" BETWEEN 1900 AND 2100)
		AND ("year_to" IS NULL OR "year_to" BETWEEN 1900 AND 2100)
		AND ("year_from" IS NULL OR "year_to" IS NULL OR "year_from" <= "year_to"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "colour_shade_variants_standard_key" ON "colour_shade_variants" ("colour_id") WHERE "is_standard";
--> statement-breakpoint
CREATE INDEX "colour_shade_variants_colour_idx" ON "colour_shade_variants" ("colour_id", "position");
--> statement-breakpoint
-- Public catalogue data like paint_colors: anyone may read, admins may write (hosted mode).
ALTER TABLE "colour_shade_variants" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY "colour_shade_variants_public_read" ON "colour_shade_variants" FOR SELECT TO anon, authenticated USING (true);
--> statement-breakpoint
CREATE POLICY "colour_shade_variants_admin_all" ON "colour_shade_variants" FOR ALL TO authenticated USING (public.is_verified_admin(auth.uid())) WITH CHECK (public.is_verified_admin(auth.uid()));
