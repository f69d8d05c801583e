CREATE TABLE "politica_versao" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"versao" bigint NOT NULL
);
--> statement-breakpoint
CREATE SEQUENCE "politica_versao_seq";
--> statement-breakpoint
INSERT INTO "politica_versao" ("id", "versao") VALUES (1, nextval('politica_versao_seq'));
--> statement-breakpoint
-- One bump per statement, by every writer in every process (staff's matrix and loan types, the
-- import's loan types, seeds, a SQL console), in the writer's transaction: a process that reads
-- the number in its own snapshot knows whether the matrix it keeps is the one it would read.
CREATE FUNCTION politica_mudou() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE politica_versao SET versao = nextval('politica_versao_seq') WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER politica_circulacao_versao AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON politica_circulacao
  FOR EACH STATEMENT EXECUTE FUNCTION politica_mudou();
--> statement-breakpoint
CREATE TRIGGER tipo_emprestimo_versao AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tipo_emprestimo
  FOR EACH STATEMENT EXECUTE FUNCTION politica_mudou();
--> statement-breakpoint
CREATE TRIGGER regra_circulacao_versao AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON regra_circulacao
  FOR EACH STATEMENT EXECUTE FUNCTION politica_mudou();
