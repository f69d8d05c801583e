-- Hyphenated numbers (issue 21, item 8). PostgreSQL's parser reads "1849-1851" as 1849 and
-- the signed -1851, and an ISBN "978-85-7522-123-4" as five numbers, so "cuba 1851", an ISBN
-- typed without hyphens, or one stored without them never matched; websearch_to_tsquery even
-- read "869.0(81)-3" as "not 3". The index and the query now agree:
-- * a number chain (digits joined by hyphens or dashes, the last part may end in X, as an
--   ISBN-10 or ISSN check digit) is indexed whole and in parts ("18491851 1849 1851"), and a
--   query reads it whole ("18491851"), so it meets a record written with or without hyphens;
-- * any other hyphen before a digit is a space on both sides ("COVID-19", "(81)-3");
-- * a query splits a hyphenated word ("Hà-tiên", "Lévi-Strauss") into its words, which the
--   index holds as the parts of the compound whether the record wrote a hyphen or a space.
-- texto_de_busca is unchanged (browse keys and the other tables still use it). The regular
-- expressions cost a record ~50 µs of text with a hyphen before a digit (or X), so a text without
-- one skips them.
CREATE OR REPLACE FUNCTION texto_de_indice(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN $1 ~ U&'[\2010-\2013-][0-9Xx]' THEN regexp_replace(regexp_replace(texto_de_busca($1),
    U&'\\m([0-9]+)[\2010-\2013-]([0-9]+[Xx]?|[Xx])(?:[\2010-\2013-]([0-9]+[Xx]?|[Xx]))?(?:[\2010-\2013-]([0-9]+[Xx]?|[Xx]))?(?:[\2010-\2013-]([0-9]+[Xx]?|[Xx]))?(?:[\2010-\2013-]([0-9]+[Xx]?|[Xx]))?\\M(?![\2010-\2013-])',
    '\1\2\3\4\5\6 \1 \2 \3 \4 \5 \6', 'g'),
    U&'([^[:space:]])[\2010-\2013-]([0-9])', '\1 \2', 'g') ELSE texto_de_busca($1) END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION texto_de_consulta(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT regexp_replace(regexp_replace(regexp_replace(texto_de_busca($1),
    U&'\\m([0-9]+)[\2010-\2013-]([0-9]+[Xx]?|[Xx])(?:[\2010-\2013-]([0-9]+[Xx]?|[Xx]))?(?:[\2010-\2013-]([0-9]+[Xx]?|[Xx]))?(?:[\2010-\2013-]([0-9]+[Xx]?|[Xx]))?(?:[\2010-\2013-]([0-9]+[Xx]?|[Xx]))?\\M(?![\2010-\2013-])',
    '\1\2\3\4\5\6', 'g'),
    U&'([^[:space:]])[\2010-\2013-]([0-9])', '\1 \2', 'g'),
    U&'([^[:space:][:punct:]])[\2010-\2013-](?=[^[:space:][:punct:]])', '\1 ', 'g') $$;--> statement-breakpoint
-- Dropping and adding the generated column recomputes it for every existing title.
ALTER TABLE "acervo" DROP COLUMN "tsv";--> statement-breakpoint
ALTER TABLE "acervo" ADD COLUMN "tsv" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('pt_unaccent', texto_de_indice(coalesce(titulo, '') || ' ' || texto_de_lista(escrita_original))), 'A') ||
    setweight(to_tsvector('pt_unaccent', texto_de_indice(coalesce(autor, '') || ' ' || texto_de_lista(assuntos))), 'B') ||
    setweight(to_tsvector('pt_unaccent', texto_de_indice(coalesce(editora, '') || ' ' || texto_de_lista(serie) || ' ' ||
      texto_de_lista(notas) || ' ' || texto_de_lista(isbn) || ' ' || texto_de_lista(issn) || ' ' || coalesce(classificacao, ''))), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "acervo_tsv_idx" ON "acervo" USING gin ("tsv");--> statement-breakpoint
-- The new column has no statistics yet; without them the planner misjudges every search.
ANALYZE "acervo";
