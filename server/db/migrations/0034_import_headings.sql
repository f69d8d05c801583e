CREATE TABLE "cabecalho_forma" (
	"tipo" text NOT NULL,
	"chave" text NOT NULL,
	"cabecalho" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "cabecalho_forma_tipo_chave_cabecalho_pk" PRIMARY KEY("tipo","chave","cabecalho")
);
--> statement-breakpoint
-- Import speed (issue 27 item 5): the heading triggers recounted every touched heading from
-- all its titles (count DISTINCT and mode over cabecalho), so a batch of 1,000 titles with a
-- common subject re-read every earlier title of that subject: an import grew quadratic
-- (100,000 records: 885 → 260 records/s on PostgreSQL). Now each statement adds and
-- subtracts only what it brought and took: titles per heading in cabecalho_total, rows per
-- spelling in cabecalho_forma; the shown spelling is the most used one (ties: the first in
-- order, as mode() chose), picked among the heading's few spellings.
INSERT INTO cabecalho_forma (tipo, chave, cabecalho, n)
SELECT tipo, chave, cabecalho, count(*) FROM cabecalho GROUP BY tipo, chave, cabecalho;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cabecalhos_novos() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tipos text[] := '{}';
  chaves text[] := '{}';
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('cabecalho_total'));
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    WITH gone AS (
      DELETE FROM cabecalho c USING antigos o WHERE c.cod_acervo = o.cod_acervo
      RETURNING c.tipo, c.chave, c.cabecalho, c.cod_acervo),
    formas AS (
      UPDATE cabecalho_forma f SET n = f.n - g.n
      FROM (SELECT tipo, chave, cabecalho, count(*)::int AS n FROM gone GROUP BY tipo, chave, cabecalho) g
      WHERE f.tipo = g.tipo AND f.chave = g.chave AND f.cabecalho = g.cabecalho),
    totais AS (
      UPDATE cabecalho_total t SET total = t.total - g.n
      FROM (SELECT tipo, chave, count(DISTINCT cod_acervo)::int AS n FROM gone GROUP BY tipo, chave) g
      WHERE t.tipo = g.tipo AND t.chave = g.chave
      RETURNING t.tipo, t.chave)
    SELECT coalesce(array_agg(tipo), '{}'), coalesce(array_agg(chave), '{}') INTO tipos, chaves FROM totais;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    WITH h AS MATERIALIZED (
      SELECT h.tipo, chave_de_cabecalho(h.cabecalho) AS chave, h.cabecalho, n.cod_acervo
      FROM novos n, cabecalhos_de(n.titulo, n.serie, n.dados_adicionais, n.assuntos, n.classificacao, n.isbn, n.issn) h
      WHERE h.cabecalho IS NOT NULL),
    came AS (
      INSERT INTO cabecalho (tipo, chave, cabecalho, cod_acervo)
      SELECT DISTINCT tipo, chave, cabecalho, cod_acervo FROM h WHERE chave <> ''
      RETURNING tipo, chave, cabecalho, cod_acervo),
    formas AS (
      INSERT INTO cabecalho_forma (tipo, chave, cabecalho, n)
      SELECT tipo, chave, cabecalho, count(*) FROM came GROUP BY tipo, chave, cabecalho
      ON CONFLICT (tipo, chave, cabecalho) DO UPDATE SET n = cabecalho_forma.n + excluded.n),
    totais AS (
      INSERT INTO cabecalho_total (tipo, chave, cabecalho, total)
      SELECT tipo, chave, min(cabecalho), count(DISTINCT cod_acervo) FROM came GROUP BY tipo, chave
      ON CONFLICT (tipo, chave) DO UPDATE SET total = cabecalho_total.total + excluded.total
      RETURNING tipo, chave)
    SELECT tipos || coalesce(array_agg(tipo), '{}'), chaves || coalesce(array_agg(chave), '{}') INTO tipos, chaves FROM totais;
  END IF;
  -- Only the headings this statement touched: spellings and headings no title carries any more
  -- leave (an INSERT only adds), and each heading shows its most used spelling.
  IF TG_OP <> 'INSERT' THEN
    WITH k AS (SELECT DISTINCT tipo, chave FROM unnest(tipos, chaves) AS k(tipo, chave))
    DELETE FROM cabecalho_forma f USING k WHERE f.tipo = k.tipo AND f.chave = k.chave AND f.n <= 0;
    WITH k AS (SELECT DISTINCT tipo, chave FROM unnest(tipos, chaves) AS k(tipo, chave))
    DELETE FROM cabecalho_total t USING k WHERE t.tipo = k.tipo AND t.chave = k.chave AND t.total <= 0;
  END IF;
  WITH k AS (SELECT DISTINCT tipo, chave FROM unnest(tipos, chaves) AS k(tipo, chave)),
  escolha AS (
    SELECT DISTINCT ON (f.tipo, f.chave) f.tipo, f.chave, f.cabecalho
    FROM k JOIN cabecalho_forma f ON f.tipo = k.tipo AND f.chave = k.chave
    ORDER BY f.tipo, f.chave, f.n DESC, f.cabecalho)
  UPDATE cabecalho_total t SET cabecalho = e.cabecalho FROM escolha e
  WHERE t.tipo = e.tipo AND t.chave = e.chave AND t.cabecalho IS DISTINCT FROM e.cabecalho;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cabecalhos_truncados() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE cabecalho, cabecalho_total, cabecalho_forma;
  RETURN NULL;
END $$;
