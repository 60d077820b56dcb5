-- Search (issue 38): « peugeot blanc », « renault gris » look for a word among one maker's colour
-- names. The name's trigram index alone finds every « blanc » (14,000 of 100,000 colours) and
-- rechecks them all to keep Peugeot's; with the maker as the first column of the same GIN index
-- (btree_gin), one index scan returns only that maker's « blanc » names.
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS paint_colors_maker_name_trgm_idx ON public.paint_colors
  USING gin (manufacturer_id, public.immutable_unaccent(lower(color_name)) gin_trgm_ops)
  WITH (fastupdate = off);
