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
