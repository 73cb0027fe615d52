-- A name folded for search (decision 078): compatibility decomposition (NFKD), accents dropped,
-- the few Latin letters that do not decompose spelt plainly, ASCII lower case and one space
-- between words. The lower case is the "C" collation's on purpose: the same on PGlite and on any
-- PostgreSQL server, whatever its locale. The stored names and the searched words go through
-- this one function, so they always compare alike.
CREATE OR REPLACE FUNCTION name_fold(p_name text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(
    replace(replace(replace(replace(replace(
      translate(regexp_replace(normalize(p_name, NFKD), '[\u0300-\u036f]', '', 'g'),
        'ØøŁłĐđÐð', 'OoLlDdDd'),
      'ß', 'ss'), 'Æ', 'AE'), 'æ', 'ae'), 'Œ', 'OE'), 'œ', 'oe')
    COLLATE "C"), '\s+', ' ', 'g'))
$$;
