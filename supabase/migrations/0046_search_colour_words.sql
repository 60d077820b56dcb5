-- Search (issue 38): « renault blanc nacre » looked for every word of the rest anywhere in the
-- named maker's colour names through the maker-first trigram index (arm 10 of
-- lib/search/colours.ts): a GIN bitmap that reads the maker's whole posting list (5,583 Renault
-- colours on the large catalogue) and the longest trigram lists of the index (« anc », « lan »)
-- for 81 rows, 2.2–2.8 ms of a 4.4 ms statement. Here each colour's name is kept as its words,
-- under its maker: a word's prefix among one maker's words is a short b-tree range (783 Renault
-- words start with « blanc », 299 with « nacre »), and the colours that have every word are
-- their intersection (0.7 ms).
-- The words are those of the stored folded name (lower() again: in a C-locale database
-- lower() leaves « É » a capital, which unaccent() then makes « E »), split on anything but
-- a letter or a digit. Kept by statement-level triggers, so a bulk insert (the large catalogue's
-- 100,000 colours) writes its words in one statement.
CREATE TABLE IF NOT EXISTS public.paint_colour_words (
  colour_id uuid NOT NULL REFERENCES public.paint_colors(id) ON DELETE CASCADE,
  manufacturer_id uuid NOT NULL,
  word text NOT NULL,
  PRIMARY KEY (colour_id, word)
);
CREATE INDEX IF NOT EXISTS paint_colour_words_maker_word_idx ON public.paint_colour_words
  (manufacturer_id, word text_pattern_ops, colour_id);

-- Read by the server's search only: no policy, so Supabase's anon and authenticated roles read
-- nothing (the words of an unpublished colour stay unpublished).
ALTER TABLE public.paint_colour_words ENABLE ROW LEVEL SECURITY;

CREATE OR REPLACE FUNCTION public.paint_colour_name_words(name text)
RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(coalesce(name, '')), '[^a-z0-9]+') AS w
  WHERE w <> ''
$$;

-- The triggers write as the table's owner (SECURITY DEFINER): whoever may edit a colour keeps
-- its words, whatever the policies of this table.
CREATE OR REPLACE FUNCTION public.paint_colour_words_insert() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  INSERT INTO public.paint_colour_words (colour_id, manufacturer_id, word)
  SELECT n.id, n.manufacturer_id, w
  FROM new_rows n, LATERAL public.paint_colour_name_words(n.name_spaced_search) AS w
  WHERE n.manufacturer_id IS NOT NULL
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION public.paint_colour_words_update() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  -- Only the colours whose name or maker changed (a price or a flag leaves the words alone).
  DELETE FROM public.paint_colour_words x
  USING old_rows o JOIN new_rows n ON n.id = o.id
  WHERE x.colour_id = o.id
    AND (o.name_spaced_search, o.manufacturer_id) IS DISTINCT FROM (n.name_spaced_search, n.manufacturer_id);
  INSERT INTO public.paint_colour_words (colour_id, manufacturer_id, word)
  SELECT n.id, n.manufacturer_id, w
  FROM new_rows n JOIN old_rows o ON o.id = n.id,
    LATERAL public.paint_colour_name_words(n.name_spaced_search) AS w
  WHERE n.manufacturer_id IS NOT NULL
    AND (o.name_spaced_search, o.manufacturer_id) IS DISTINCT FROM (n.name_spaced_search, n.manufacturer_id)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS paint_colour_words_insert ON public.paint_colors;
CREATE TRIGGER paint_colour_words_insert AFTER INSERT ON public.paint_colors
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.paint_colour_words_insert();
DROP TRIGGER IF EXISTS paint_colour_words_update ON public.paint_colors;
CREATE TRIGGER paint_colour_words_update AFTER UPDATE ON public.paint_colors
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.paint_colour_words_update();

INSERT INTO public.paint_colour_words (colour_id, manufacturer_id, word)
SELECT c.id, c.manufacturer_id, w
FROM public.paint_colors c, LATERAL public.paint_colour_name_words(c.name_spaced_search) AS w
WHERE c.manufacturer_id IS NOT NULL
ON CONFLICT DO NOTHING;

ANALYZE public.paint_colour_words;

-- The maker-first trigram index (migrations 0032, 0033) served only the search this replaces.
DROP INDEX IF EXISTS public.paint_colors_maker_spaced_name_trgm_idx;
