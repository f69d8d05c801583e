CREATE TABLE "politica_circulacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"cod_biblioteca" integer,
	"categoria" text,
	"tipo_emprestimo" text,
	"unidade" text DEFAULT 'dias' NOT NULL,
	"prazo" integer NOT NULL,
	"max_emprestimos_tipo" integer,
	"max_emprestimos" integer NOT NULL,
	"max_renovacoes" integer NOT NULL,
	"multa" numeric(10, 2) NOT NULL,
	"dias_suspensao_por_dia" integer NOT NULL,
	"permite_reserva" boolean DEFAULT true NOT NULL,
	"dias_retirada_reserva" integer NOT NULL,
	"nao_emprestavel" boolean DEFAULT false NOT NULL,
	CONSTRAINT "politica_circulacao_chave" UNIQUE NULLS NOT DISTINCT("cod_biblioteca","categoria","tipo_emprestimo")
);
--> statement-breakpoint
CREATE TABLE "tipo_emprestimo" (
	"codigo" text PRIMARY KEY NOT NULL,
	"nome" jsonb NOT NULL,
	"nao_emprestavel" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emprestimo" ADD COLUMN "hora_devolucao_prevista" time;--> statement-breakpoint
ALTER TABLE "politica_circulacao" ADD CONSTRAINT "politica_circulacao_cod_biblioteca_biblioteca_cod_biblioteca_fk" FOREIGN KEY ("cod_biblioteca") REFERENCES "public"."biblioteca"("cod_biblioteca") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "politica_circulacao" ADD CONSTRAINT "politica_circulacao_categoria_categoria_codigo_fk" FOREIGN KEY ("categoria") REFERENCES "public"."categoria"("codigo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "politica_circulacao" ADD CONSTRAINT "politica_circulacao_tipo_emprestimo_tipo_emprestimo_codigo_fk" FOREIGN KEY ("tipo_emprestimo") REFERENCES "public"."tipo_emprestimo"("codigo") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "politica_circulacao_categoria_idx" ON "politica_circulacao" USING btree ("categoria");--> statement-breakpoint
-- Issue 35: the loan types are the copies' own (each distinct exemplar.tipo_emprestimo); a
-- copy consulted in the library only ('consulta local') is never lent.
INSERT INTO "tipo_emprestimo" ("codigo", "nome", "nao_emprestavel")
SELECT t, CASE
    WHEN t = 'normal' THEN '{"pt":"Normal","en":"Normal","es":"Normal","fr":"Normal","it":"Normale"}'::jsonb
    WHEN t = 'consulta local' THEN '{"pt":"Consulta local","en":"In-library use only","es":"Consulta en sala","fr":"Consultation sur place","it":"Consultazione in sede"}'::jsonb
    WHEN t = 'especial (7 dias)' THEN '{"pt":"Especial (7 dias)","en":"Special (7 days)","es":"Especial (7 días)","fr":"Spécial (7 jours)","it":"Speciale (7 giorni)"}'::jsonb
    ELSE jsonb_build_object('pt', t, 'en', t, 'es', t, 'fr', t, 'it', t) END,
  t = 'consulta local'
FROM (SELECT DISTINCT "tipo_emprestimo" AS t FROM "exemplar") d;--> statement-breakpoint
-- The rule of any library, category and type: what a category without rules had (rules.ts DEFAULT_RULE).
INSERT INTO "politica_circulacao" ("prazo", "max_emprestimos", "max_renovacoes", "multa", "dias_suspensao_por_dia", "dias_retirada_reserva")
VALUES (14, 5, 3, 1.50, 0, 3);--> statement-breakpoint
-- Each category's rules become its row for any library and any type.
INSERT INTO "politica_circulacao" ("categoria", "prazo", "max_emprestimos", "max_renovacoes", "multa", "dias_suspensao_por_dia", "dias_retirada_reserva")
SELECT "categoria", "dias_emprestimo", "max_emprestimos", "max_renovacoes", "multa_dia", "dias_suspensao_por_dia", "dias_retirada_reserva"
FROM "regra_circulacao";--> statement-breakpoint
-- The special loan (a week at most, whatever the category) becomes rules of the special types:
-- one for any category, and one per category with rules (a category's own row outranks a
-- type's row for any category, so each category needs its special row to keep the cap).
INSERT INTO "politica_circulacao" ("tipo_emprestimo", "prazo", "max_emprestimos", "max_renovacoes", "multa", "dias_suspensao_por_dia", "dias_retirada_reserva")
SELECT "codigo", 7, 5, 3, 1.50, 0, 3 FROM "tipo_emprestimo" WHERE "codigo" LIKE 'especial%';--> statement-breakpoint
INSERT INTO "politica_circulacao" ("categoria", "tipo_emprestimo", "prazo", "max_emprestimos", "max_renovacoes", "multa", "dias_suspensao_por_dia", "dias_retirada_reserva")
SELECT r."categoria", t."codigo", least(r."dias_emprestimo", 7), r."max_emprestimos", r."max_renovacoes", r."multa_dia", r."dias_suspensao_por_dia", r."dias_retirada_reserva"
FROM "regra_circulacao" r CROSS JOIN "tipo_emprestimo" t WHERE t."codigo" LIKE 'especial%';--> statement-breakpoint
ALTER TABLE "exemplar" ADD CONSTRAINT "exemplar_tipo_emprestimo_tipo_emprestimo_codigo_fk" FOREIGN KEY ("tipo_emprestimo") REFERENCES "public"."tipo_emprestimo"("codigo") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "regra_circulacao" DROP COLUMN "dias_emprestimo";--> statement-breakpoint
ALTER TABLE "regra_circulacao" DROP COLUMN "max_emprestimos";--> statement-breakpoint
ALTER TABLE "regra_circulacao" DROP COLUMN "max_renovacoes";--> statement-breakpoint
ALTER TABLE "regra_circulacao" DROP COLUMN "multa_dia";--> statement-breakpoint
ALTER TABLE "regra_circulacao" DROP COLUMN "dias_suspensao_por_dia";--> statement-breakpoint
ALTER TABLE "regra_circulacao" DROP COLUMN "dias_retirada_reserva";