CREATE TABLE "cabecalho_pendente" (
	"cod_acervo" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Import speed (issue 27 item 5): each batch of an import kept the browse headings up to date
-- in its own statement (~40% of PostgreSQL's work per imported title): every heading a batch
-- touched was upserted in cabecalho_forma and cabecalho_total, again by the next batch. An
-- import now defers them (server/import/headings.ts): the batch notes its titles in
-- cabecalho_pendente in the same transaction, and cabecalhos_pendentes(n) writes the headings
-- of up to n noted titles at once (PostgreSQL: on a second connection while the next batch is
-- written; PGlite: every few batches and at the end). A title is never half-indexed: its row
-- and its note commit together, and a note left by an interrupted import is taken by the next.
CREATE OR REPLACE FUNCTION cabecalhos_novos() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tipos text[] := '{}';
  chaves text[] := '{}';
BEGIN
  -- An import's batch (catalogo.cabecalhos_adiados set in its transaction) only notes its titles;
  -- cabecalhos_pendentes() writes their headings, set-based, on another connection or at the end.
  IF TG_OP <> 'DELETE' AND current_setting('catalogo.cabecalhos_adiados', true) = 'on' THEN
    INSERT INTO cabecalho_pendente (cod_acervo) SELECT cod_acervo FROM novos ON CONFLICT DO NOTHING;
    RETURN NULL;
  END IF;
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
CREATE FUNCTION cabecalhos_pendentes(limite integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
  tipos text[] := '{}';
  chaves text[] := '{}';
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('cabecalho_total'));
  WITH p AS (SELECT cod_acervo FROM cabecalho_pendente ORDER BY cod_acervo LIMIT limite FOR UPDATE SKIP LOCKED),
  taken AS (DELETE FROM cabecalho_pendente c USING p WHERE c.cod_acervo = p.cod_acervo RETURNING c.cod_acervo)
  SELECT coalesce(array_agg(cod_acervo), '{}') INTO ids FROM taken;
  IF cardinality(ids) = 0 THEN RETURN 0; END IF;
  -- As the trigger on an UPDATE: what the titles brought before leaves, what they carry now comes
  -- (a title deleted meanwhile took its headings with it, and brings none).
    WITH gone AS (
      DELETE FROM cabecalho c USING unnest(ids) AS o(cod_acervo) WHERE c.cod_acervo = o.cod_acervo
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
    WITH h AS MATERIALIZED (
      SELECT h.tipo, chave_de_cabecalho(h.cabecalho) AS chave, h.cabecalho, n.cod_acervo
      FROM unnest(ids) AS i(cod_acervo) JOIN acervo n ON n.cod_acervo = i.cod_acervo, cabecalhos_de(n.titulo, n.serie, n.dados_adicionais, n.assuntos, n.classificacao, n.isbn, n.issn) h
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
  -- Only the headings this statement touched: spellings and headings no title carries any more
  -- leave (an INSERT only adds), and each heading shows its most used spelling.
    WITH k AS (SELECT DISTINCT tipo, chave FROM unnest(tipos, chaves) AS k(tipo, chave))
    DELETE FROM cabecalho_forma f USING k WHERE f.tipo = k.tipo AND f.chave = k.chave AND f.n <= 0;
    WITH k AS (SELECT DISTINCT tipo, chave FROM unnest(tipos, chaves) AS k(tipo, chave))
    DELETE FROM cabecalho_total t USING k WHERE t.tipo = k.tipo AND t.chave = k.chave AND t.total <= 0;
  WITH k AS (SELECT DISTINCT tipo, chave FROM unnest(tipos, chaves) AS k(tipo, chave)),
  escolha AS (
    SELECT DISTINCT ON (f.tipo, f.chave) f.tipo, f.chave, f.cabecalho
    FROM k JOIN cabecalho_forma f ON f.tipo = k.tipo AND f.chave = k.chave
    ORDER BY f.tipo, f.chave, f.n DESC, f.cabecalho)
  UPDATE cabecalho_total t SET cabecalho = e.cabecalho FROM escolha e
  WHERE t.tipo = e.tipo AND t.chave = e.chave AND t.cabecalho IS DISTINCT FROM e.cabecalho;
  RETURN cardinality(ids);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cabecalhos_truncados() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE cabecalho, cabecalho_total, cabecalho_forma, cabecalho_pendente;
  RETURN NULL;
END $$;
