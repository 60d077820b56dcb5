-- Search (issue 5). Legacy colour codes are searched like current codes: folded as the
-- generated code_search column (lower case, no spaces/dots/dashes, o read as 0).
CREATE INDEX IF NOT EXISTS paint_colors_legacy_search_trgm_idx ON public.paint_colors
  USING gin (translate(lower(coalesce(color_code_legacy, '')), 'o .-', '0') gin_trgm_ops);
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
