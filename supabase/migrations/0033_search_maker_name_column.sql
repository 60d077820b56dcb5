-- Search (issue 38): the named-maker arm rechecks each candidate name against its pattern; on
-- the expression of 0032 that is one unaccent() call per row (« peugeot blanc »: 100 rows,
-- 6 ms of an 8 ms branch). The folded name is now stored (a generated column, written with the
-- row), so the recheck compares stored text, and the maker-first index is built on it.
ALTER TABLE public.paint_colors
  ADD COLUMN IF NOT EXISTS name_spaced_search text
  GENERATED ALWAYS AS (' ' || public.immutable_unaccent(lower(color_name))) STORED;
--> statement-breakpoint
DROP INDEX IF EXISTS public.paint_colors_maker_spaced_name_trgm_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS paint_colors_maker_spaced_name_trgm_idx ON public.paint_colors
  USING gin (manufacturer_id, name_spaced_search gin_trgm_ops)
  WITH (fastupdate = off);
