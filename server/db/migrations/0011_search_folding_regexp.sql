-- texto_de_busca with one regular expression instead of translate(): the same result, but
-- translate compares every character with each of the 22 it drops, which doubled the cost
-- of making a title's tsvector (and so of importing). Generated columns need no rebuild.
CREATE OR REPLACE FUNCTION texto_de_busca(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace($1, U&'[\FE20-\FE2F\02B9-\02BC\02BE\02BF]', '', 'g') $$;
