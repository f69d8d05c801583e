-- The dados_adicionais facets as a flat text[] of 'LETTER:code' pairs: counting facets from
-- an array is about twice as fast as expanding jsonb for every matched title.
CREATE OR REPLACE FUNCTION facetas_de(d jsonb) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(e.key || ':' || v), '{}'::text[])
    FROM jsonb_each(CASE WHEN jsonb_typeof(d) = 'object' THEN d ELSE '{}'::jsonb END) AS e,
      jsonb_array_elements_text(CASE WHEN jsonb_typeof(e.value) = 'array' THEN e.value ELSE '[]'::jsonb END) AS v
  $$;
