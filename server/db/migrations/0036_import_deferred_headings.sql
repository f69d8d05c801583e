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
-- One body for both ways in: the trigger (a statement's titles, at once) and the deferred pass
-- (noted titles, later). `saem`: titles whose stored headings leave; `entram`: titles whose
-- headings, as their rows are now, come. Counts are deltas (0034): each heading a title brings
-- or takes moves its spelling's count and its total by one.
CREATE FUNCTION cabecalhos_aplicar(saem integer[], entram integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tipos text[] := '{}';
  chaves text[] := '{}';
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('cabecalho_total'));
  IF cardinality(saem) > 0 THEN
    WITH gone AS (
      DELETE FROM cabecalho c USING unnest(saem) AS o(cod_acervo) WHERE c.cod_acervo = o.cod_acervo
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
  IF cardinality(entram) > 0 THEN
    -- A title deleted since it was noted has no row: it brings nothing.
    WITH h AS MATERIALIZED (
      SELECT h.tipo, chave_de_cabecalho(h.cabecalho) AS chave, h.cabecalho, n.cod_acervo
      FROM unnest(entram) AS i(cod_acervo) JOIN acervo n ON n.cod_acervo = i.cod_acervo,
        cabecalhos_de(n.titulo, n.serie, n.dados_adicionais, n.assuntos, n.classificacao, n.isbn, n.issn) h
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
  -- Only the headings touched here: spellings and headings no title carries any more leave
  -- (only a departure can empty one), and each heading shows its most used spelling.
  IF cardinality(saem) > 0 THEN
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
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cabecalhos_novos() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  saem integer[] := '{}';
  entram integer[] := '{}';
BEGIN
  -- An import's batch (catalogo.cabecalhos_adiados set in its transaction) only notes its titles;
  -- cabecalhos_pendentes() writes their headings, set-based, on another connection or at the end.
  IF TG_OP <> 'DELETE' AND current_setting('catalogo.cabecalhos_adiados', true) = 'on' THEN
    INSERT INTO cabecalho_pendente (cod_acervo) SELECT cod_acervo FROM novos ON CONFLICT DO NOTHING;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN SELECT coalesce(array_agg(cod_acervo), '{}') INTO saem FROM antigos; END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN SELECT coalesce(array_agg(cod_acervo), '{}') INTO entram FROM novos; END IF;
  PERFORM cabecalhos_aplicar(saem, entram);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The deferred pass: up to `limite` noted titles, each as the trigger would on an UPDATE (what
-- it brought before leaves, what it carries now comes). Returns how many it took.
CREATE FUNCTION cabecalhos_pendentes(limite integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('cabecalho_total'));
  WITH p AS (SELECT cod_acervo FROM cabecalho_pendente ORDER BY cod_acervo LIMIT limite FOR UPDATE SKIP LOCKED),
  taken AS (DELETE FROM cabecalho_pendente c USING p WHERE c.cod_acervo = p.cod_acervo RETURNING c.cod_acervo)
  SELECT coalesce(array_agg(cod_acervo), '{}') INTO ids FROM taken;
  IF cardinality(ids) > 0 THEN PERFORM cabecalhos_aplicar(ids, ids); END IF;
  RETURN cardinality(ids);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cabecalhos_truncados() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE cabecalho, cabecalho_total, cabecalho_forma, cabecalho_pendente;
  RETURN NULL;
END $$;
