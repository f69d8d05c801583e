-- pg_restore runs with an empty search_path: a function body that calls another of ours
-- without its schema fails there ("function texto_de_busca(text) does not exist") while the
-- restore builds the title index and the browse headings' keys, and the restore stops.
-- The same functions, the same results, each call named with its schema
-- (tests/server/backup-postgres.test.ts restores a dump).
CREATE OR REPLACE FUNCTION texto_de_indice(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN $1 ~ U&'[\2010-\2013-][0-9Xx]' THEN regexp_replace(regexp_replace(public.texto_de_busca($1),
    U&'\\m([0-9]+)[\2010-\2013-]([0-9]+[Xx]?|[Xx])(?:[\2010-\2013-]([0-9]+[Xx]?|[Xx]))?(?:[\2010-\2013-]([0-9]+[Xx]?|[Xx]))?(?:[\2010-\2013-]([0-9]+[Xx]?|[Xx]))?(?:[\2010-\2013-]([0-9]+[Xx]?|[Xx]))?\\M(?![\2010-\2013-])',
    '\1\2\3\4\5\6 \1 \2 \3 \4 \5 \6', 'g'),
    U&'([^[:space:]])[\2010-\2013-]([0-9])', '\1 \2', 'g') ELSE public.texto_de_busca($1) END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION texto_de_consulta(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(regexp_replace(regexp_replace(public.texto_de_busca($1),
    U&'\\m([0-9]+)[\2010-\2013-]([0-9]+[Xx]?|[Xx])(?:[\2010-\2013-]([0-9]+[Xx]?|[Xx]))?(?:[\2010-\2013-]([0-9]+[Xx]?|[Xx]))?(?:[\2010-\2013-]([0-9]+[Xx]?|[Xx]))?(?:[\2010-\2013-]([0-9]+[Xx]?|[Xx]))?\\M(?![\2010-\2013-])',
    '\1\2\3\4\5\6', 'g'),
    U&'([^[:space:]])[\2010-\2013-]([0-9])', '\1 \2', 'g'),
    U&'([^[:space:][:punct:]])[\2010-\2013-](?=[^[:space:][:punct:]])', '\1 ', 'g') $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION chave_de_cabecalho(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, public.texto_de_busca(regexp_replace($1, '^[[:space:][:punct:]]+', '')))) $$;
