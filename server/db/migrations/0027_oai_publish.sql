CREATE TABLE "acervo_excluido" (
	"cod_acervo" integer PRIMARY KEY NOT NULL,
	"excluido_em" timestamp with time zone DEFAULT now() NOT NULL,
	"conjuntos" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE INDEX "acervo_excluido_em_idx" ON "acervo_excluido" USING btree ("excluido_em","cod_acervo");--> statement-breakpoint
CREATE INDEX "acervo_atualizado_idx" ON "acervo" USING btree ("atualizado_em","cod_acervo");--> statement-breakpoint
CREATE INDEX "acervo_tipo_atualizado_idx" ON "acervo" USING btree ("cod_tipo_obra","atualizado_em","cod_acervo");