CREATE TABLE "catalogo_versao" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"versao" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO "catalogo_versao" ("id", "versao") VALUES (1, 1);
--> statement-breakpoint
-- One bump per statement (an import of 10,000 rows bumps once), by every writer in every
-- process: cataloguing, import, harvest, copies added, moved or removed. Loans change only
-- a copy's situacao, which search pages read fresh, so they bump nothing.
CREATE FUNCTION catalogo_mudou() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogo_versao SET versao = versao + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER acervo_versao AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON acervo
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_mudou();
--> statement-breakpoint
CREATE TRIGGER exemplar_versao AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF cod_acervo, cod_biblioteca, data_aquisicao ON exemplar
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_mudou();
--> statement-breakpoint
CREATE TRIGGER curso_acervo_versao AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON curso_acervo
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_mudou();
--> statement-breakpoint
CREATE TRIGGER biblioteca_versao AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF cod_campus ON biblioteca
  FOR EACH STATEMENT EXECUTE FUNCTION catalogo_mudou();

--> statement-breakpoint
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

--> statement-breakpoint
CREATE TABLE "cabecalho_total" (
	"tipo" text NOT NULL,
	"chave" text NOT NULL,
	"cabecalho" text NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "cabecalho_total_tipo_chave_pk" PRIMARY KEY("tipo","chave")
);
--> statement-breakpoint
CREATE INDEX "cabecalho_total_chave_idx" ON "cabecalho_total" ("tipo", "chave" COLLATE "C");
--> statement-breakpoint
-- The headings of the changed titles go and come back (cabecalho), and the totals of every
-- heading they touched are counted again (cabecalho_total): a browse page then reads 21 rows of
-- an index, whatever the size of its headings. Recounts take one transaction-level lock, so two
-- writers of the same heading never both count from a snapshot missing the other's titles.
CREATE OR REPLACE FUNCTION cabecalhos_novos() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tipos text[] := '{}';
  chaves text[] := '{}';
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('cabecalho_total'));
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    WITH gone AS (DELETE FROM cabecalho c USING antigos o WHERE c.cod_acervo = o.cod_acervo RETURNING c.tipo, c.chave)
    SELECT coalesce(array_agg(tipo), '{}'), coalesce(array_agg(chave), '{}') INTO tipos, chaves
    FROM (SELECT DISTINCT tipo, chave FROM gone) g;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    WITH came AS (
      INSERT INTO cabecalho (tipo, chave, cabecalho, cod_acervo)
      SELECT DISTINCT h.tipo, chave_de_cabecalho(h.cabecalho), h.cabecalho, n.cod_acervo
      FROM novos n, cabecalhos_de(n.titulo, n.serie, n.dados_adicionais, n.assuntos, n.classificacao, n.isbn, n.issn) h
      WHERE h.cabecalho IS NOT NULL AND chave_de_cabecalho(h.cabecalho) <> ''
      RETURNING tipo, chave)
    SELECT tipos || coalesce(array_agg(tipo), '{}'), chaves || coalesce(array_agg(chave), '{}') INTO tipos, chaves
    FROM (SELECT DISTINCT tipo, chave FROM came) c;
  END IF;
  DELETE FROM cabecalho_total t USING unnest(tipos, chaves) AS k(tipo, chave)
    WHERE t.tipo = k.tipo AND t.chave = k.chave;
  INSERT INTO cabecalho_total (tipo, chave, cabecalho, total)
  SELECT c.tipo, c.chave, mode() WITHIN GROUP (ORDER BY c.cabecalho), count(DISTINCT c.cod_acervo)
  FROM (SELECT DISTINCT tipo, chave FROM unnest(tipos, chaves) AS k(tipo, chave)) k
  JOIN cabecalho c ON c.tipo = k.tipo AND c.chave COLLATE "C" = k.chave COLLATE "C"
  GROUP BY c.tipo, c.chave;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cabecalhos_truncados() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE cabecalho, cabecalho_total;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO cabecalho_total (tipo, chave, cabecalho, total)
SELECT tipo, chave, mode() WITHIN GROUP (ORDER BY cabecalho), count(DISTINCT cod_acervo)
FROM cabecalho GROUP BY tipo, chave;
