-- Issue 39 §2 and §3 (docs/decisions/hazard-labels-before-purchase.md,
-- docs/decisions/gpsr-manufacturer-on-brands.md).
-- CLP art. 48a (Reg. (EU) 2024/2865): a classified mixture sold at a distance shows its
-- pictograms, signal word and hazard statements before purchase. Stored per product, per
-- variant when its classification differs (hazard_override), and per paint type of the
-- colour paint mixed by the shop (paint_type_hazards, `aerosol` for any colour in a can).
-- GPSR art. 19 (Reg. (EU) 2023/988): the manufacturer's (and the EU responsible person's)
-- name, postal address and e-mail, kept on the brand; safety warnings in French per product.
ALTER TABLE public.products
  ADD COLUMN IF NOT EXISTS hazard_pictograms text[] NOT NULL DEFAULT '{}',
  ADD COLUMN IF NOT EXISTS hazard_signal_word text,
  ADD COLUMN IF NOT EXISTS hazard_statements text[] NOT NULL DEFAULT '{}',
  ADD COLUMN IF NOT EXISTS safety_warnings text;
--> statement-breakpoint
ALTER TABLE public.products
  ADD CONSTRAINT products_hazard_signal_chk
  CHECK (hazard_signal_word IS NULL OR hazard_signal_word IN ('danger', 'warning'));
--> statement-breakpoint
ALTER TABLE public.product_variants
  ADD COLUMN IF NOT EXISTS hazard_override boolean NOT NULL DEFAULT false,
  ADD COLUMN IF NOT EXISTS hazard_pictograms text[] NOT NULL DEFAULT '{}',
  ADD COLUMN IF NOT EXISTS hazard_signal_word text,
  ADD COLUMN IF NOT EXISTS hazard_statements text[] NOT NULL DEFAULT '{}';
--> statement-breakpoint
ALTER TABLE public.product_variants
  ADD CONSTRAINT product_variants_hazard_signal_chk
  CHECK (hazard_signal_word IS NULL OR hazard_signal_word IN ('danger', 'warning'));
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS public.paint_type_hazards (
  hazard_key text PRIMARY KEY,
  hazard_pictograms text[] NOT NULL DEFAULT '{}',
  hazard_signal_word text CHECK (hazard_signal_word IS NULL OR hazard_signal_word IN ('danger', 'warning')),
  hazard_statements text[] NOT NULL DEFAULT '{}',
  safety_warnings text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
ALTER TABLE public.paint_type_hazards ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE public.brands
  ADD COLUMN IF NOT EXISTS manufacturer_name text,
  ADD COLUMN IF NOT EXISTS manufacturer_address text,
  ADD COLUMN IF NOT EXISTS manufacturer_email text,
  ADD COLUMN IF NOT EXISTS outside_eu boolean NOT NULL DEFAULT false,
  ADD COLUMN IF NOT EXISTS eu_responsible_name text,
  ADD COLUMN IF NOT EXISTS eu_responsible_address text,
  ADD COLUMN IF NOT EXISTS eu_responsible_email text;
