CREATE TABLE "cabecalho" (
	"tipo" text NOT NULL,
	"chave" text NOT NULL,
	"cabecalho" text NOT NULL,
	"cod_acervo" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cabecalho_acervo_idx" ON "cabecalho" USING btree ("cod_acervo");--> statement-breakpoint
CREATE INDEX "cabecalho_chave_idx" ON "cabecalho" ("tipo", "chave" COLLATE "C", "cabecalho");
--> statement-breakpoint
-- The sort key of a browse heading; the jump term goes through the same function, so keys always agree.
-- unaccent is STABLE only because its dictionary could change; with the dictionary named, it is used as immutable.
CREATE FUNCTION chave_de_cabecalho(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, texto_de_busca(regexp_replace($1, '^[[:space:][:punct:]]+', '')))) $$;
--> statement-breakpoint
-- The headings a title contributes to each index (its columns passed one by one: PostgreSQL 15 cannot plan
-- an inlined set-returning function of a whole row here).
CREATE FUNCTION cabecalhos_de(titulo text, serie text[], dados jsonb, assuntos text[], classificacao text, isbn text[], issn text[])
  RETURNS TABLE (tipo text, cabecalho text) LANGUAGE sql IMMUTABLE
  AS $$
    SELECT 'titulo', titulo
    UNION ALL SELECT 'serie', s FROM unnest(serie) AS s
    UNION ALL SELECT 'autor', n FROM jsonb_array_elements_text(coalesce(dados -> 'A', '[]'::jsonb)) AS n
    UNION ALL SELECT 'assunto', s FROM unnest(assuntos) AS s
    UNION ALL SELECT 'classificacao', classificacao
    UNION ALL SELECT 'isbn', s FROM unnest(isbn) AS s
    UNION ALL SELECT 'issn', s FROM unnest(issn) AS s
  $$;
--> statement-breakpoint
CREATE FUNCTION cabecalhos_novos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM cabecalho c USING antigos o WHERE c.cod_acervo = o.cod_acervo;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO cabecalho (tipo, chave, cabecalho, cod_acervo)
    SELECT h.tipo, chave_de_cabecalho(h.cabecalho), h.cabecalho, n.cod_acervo
    FROM novos n, cabecalhos_de(n.titulo, n.serie, n.dados_adicionais, n.assuntos, n.classificacao, n.isbn, n.issn) h
    WHERE h.cabecalho IS NOT NULL AND chave_de_cabecalho(h.cabecalho) <> '';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER acervo_cabecalhos_insert AFTER INSERT ON acervo REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION cabecalhos_novos();
--> statement-breakpoint
CREATE TRIGGER acervo_cabecalhos_update AFTER UPDATE ON acervo REFERENCING OLD TABLE AS antigos NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION cabecalhos_novos();
--> statement-breakpoint
CREATE TRIGGER acervo_cabecalhos_delete AFTER DELETE ON acervo REFERENCING OLD TABLE AS antigos
  FOR EACH STATEMENT EXECUTE FUNCTION cabecalhos_novos();
--> statement-breakpoint
INSERT INTO cabecalho (tipo, chave, cabecalho, cod_acervo)
SELECT h.tipo, chave_de_cabecalho(h.cabecalho), h.cabecalho, a.cod_acervo
FROM acervo a, cabecalhos_de(a.titulo, a.serie, a.dados_adicionais, a.assuntos, a.classificacao, a.isbn, a.issn) h
WHERE h.cabecalho IS NOT NULL AND chave_de_cabecalho(h.cabecalho) <> '';
--> statement-breakpoint
CREATE FUNCTION cabecalhos_truncados() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE cabecalho;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER acervo_cabecalhos_truncate AFTER TRUNCATE ON acervo FOR EACH STATEMENT EXECUTE FUNCTION cabecalhos_truncados();
