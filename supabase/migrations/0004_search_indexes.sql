-- Search (issue 5). Legacy colour codes are searched like current codes: folded as the
-- generated code_search column (lower case, no spaces/dots/dashes, o read as 0).
CREATE INDEX IF NOT EXISTS paint_colors_legacy_search_trgm_idx ON public.paint_colors
  USING gin (translate(lower(coalesce(color_code_legacy, '')), 'o .-', '0') gin_trgm_ops);
--> statement-breakpoint
-- Names starting with the term come first in the dropdown. Trigrams cannot tell a
-- name's start from a word's start, so a common word (« aérosol ») would recheck every product
-- containing it; a b-tree on the folded name answers « starts with » directly. (unaccent before
-- lower: lower() of « É » is a no-op in a C-locale database.)
CREATE INDEX IF NOT EXISTS products_name_prefix_idx ON public.products
  (lower(public.immutable_unaccent(name)) text_pattern_ops);
--> statement-breakpoint
-- Likewise for colour names: « blanc » starts thousands of names, found in a few index pages.
CREATE INDEX IF NOT EXISTS paint_colors_name_prefix_idx ON public.paint_colors
  (lower(public.immutable_unaccent(color_name)) text_pattern_ops);
--> statement-breakpoint
-- GIN's fast-update pending list is scanned linearly by every search until vacuum merges it:
-- after a bulk load that costs several milliseconds per query. The catalogue is read far more
-- than written, so the search indexes are kept merged at write time instead.
DO $$
DECLARE idx text;
BEGIN
  FOREACH idx IN ARRAY ARRAY[
    'products_name_trgm_idx', 'products_reference_trgm_idx', 'paint_manufacturers_name_trgm_idx',
    'paint_colors_code_trgm_idx', 'paint_colors_code_search_trgm_idx',
    'paint_colors_name_trgm_idx', 'paint_colors_legacy_search_trgm_idx']
  LOOP
    EXECUTE format('ALTER INDEX public.%I SET (fastupdate = off)', idx);
    PERFORM gin_clean_pending_list(format('public.%I', idx)::regclass);
  END LOOP;
END
$$;
