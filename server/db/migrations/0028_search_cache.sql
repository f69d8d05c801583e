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
