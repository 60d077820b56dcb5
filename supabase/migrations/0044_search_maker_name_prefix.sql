-- Search (issue 38): « peugeot blanc » read every Peugeot white (777 of 5,578 colours on the
-- large catalogue) from the maker-first trigram index before its bound of 101 applied: a GIN
-- bitmap costs about 2 µs per match. Colour words start most names (« Blanc Nacré »), so the
-- maker's names starting with the rest are read first from this b-tree, and the trigram branch
-- runs only when they are fewer than the bound (lib/search/colours.ts, makerNamePrefix).
-- One key, the maker's id then the folded name, so that no other plan takes this index for the
-- maker alone (the maker's list by code keeps paint_colors_manufacturer_idx). lower(): the
-- stored name is unaccented after lower(), which in a C-locale database leaves « É » a capital.
CREATE INDEX IF NOT EXISTS paint_colors_maker_name_key_idx ON public.paint_colors
  ((manufacturer_id::text || lower(name_spaced_search)) text_pattern_ops);
