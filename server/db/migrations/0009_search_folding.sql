-- Search folding (issue 17, items 9 and 10). unaccent leaves the double-width ligature and
-- combining half marks (U+FE20–FE2F, written by MARC-8 conversion and OCLC) inside words and
-- turns the modifier letters of romanisation (ʹ ʺ ʻ ʼ ʾ ʿ, U+02B9–02BC, U+02BE–02BF) into
-- apostrophes, so "istoriografiia" missed "istoriografii︠a︡" and "zhizn" missed "zhiznʹ".
-- texto_de_busca drops them before the words are cut; the index and every query use it.
CREATE OR REPLACE FUNCTION texto_de_busca(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT translate($1, U&'\FE20\FE21\FE22\FE23\FE24\FE25\FE26\FE27\FE28\FE29\FE2A\FE2B\FE2C\FE2D\FE2E\FE2F\02B9\02BA\02BB\02BC\02BE\02BF', '') $$;--> statement-breakpoint
-- Original-script text (880 fields) is searched with the title.
ALTER TABLE "acervo" ADD COLUMN "escrita_original" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "acervo" DROP COLUMN "tsv";--> statement-breakpoint
ALTER TABLE "acervo" ADD COLUMN "tsv" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('pt_unaccent', texto_de_busca(coalesce(titulo, '') || ' ' || texto_de_lista(escrita_original))), 'A') ||
    setweight(to_tsvector('pt_unaccent', texto_de_busca(coalesce(autor, '') || ' ' || texto_de_lista(assuntos))), 'B') ||
    setweight(to_tsvector('pt_unaccent', texto_de_busca(coalesce(editora, '') || ' ' || texto_de_lista(serie) || ' ' ||
      texto_de_lista(notas) || ' ' || texto_de_lista(isbn) || ' ' || texto_de_lista(issn) || ' ' || coalesce(classificacao, ''))), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "acervo_tsv_idx" ON "acervo" USING gin ("tsv");--> statement-breakpoint
ALTER TABLE "autoridade" DROP COLUMN "tsv";--> statement-breakpoint
ALTER TABLE "autoridade" ADD COLUMN "tsv" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('pt_unaccent', texto_de_busca(cabecalho)), 'A') ||
    setweight(to_tsvector('pt_unaccent', texto_de_busca(texto_de_lista(ver) || ' ' || texto_de_lista(ver_tambem))), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "autoridade_tsv_idx" ON "autoridade" USING gin ("tsv");--> statement-breakpoint
ALTER TABLE "rede_acervo" DROP COLUMN "tsv";--> statement-breakpoint
ALTER TABLE "rede_acervo" ADD COLUMN "tsv" tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('pt_unaccent', texto_de_busca(coalesce(titulo, ''))), 'A') ||
    setweight(to_tsvector('pt_unaccent', texto_de_busca(coalesce(autor, ''))), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "rede_acervo_tsv_idx" ON "rede_acervo" USING gin ("tsv");
