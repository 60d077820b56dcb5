-- Search (issue 38): « renault blanc nacre » looks for every word among one maker's colour
-- names. The maker-first GIN index of 0030 was on the same expression as the name's own trigram
-- index, and the search's generic plans (an ILIKE pattern's selectivity unknown) kept the
-- name's index: 1,500 « blanc … nacre » names of every maker rechecked to keep Renault's 81.
-- On an expression of its own (the name after a space, which only the maker arm writes), the
-- maker-first index is the only one that serves that arm: one scan returns that maker's names.
DROP INDEX IF EXISTS public.paint_colors_maker_name_trgm_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS paint_colors_maker_spaced_name_trgm_idx ON public.paint_colors
  USING gin (manufacturer_id, (' ' || public.immutable_unaccent(lower(color_name))) gin_trgm_ops)
  WITH (fastupdate = off);
