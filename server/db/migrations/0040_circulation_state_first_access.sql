CREATE TABLE "codigo_primeiro_acesso" (
	"cod_pessoa" integer PRIMARY KEY NOT NULL,
	"codigo_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"emitido_por" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emprestimo" ADD COLUMN "chave_importacao" text;--> statement-breakpoint
ALTER TABLE "multa" ADD COLUMN "chave_importacao" text;--> statement-breakpoint
ALTER TABLE "reserva" ADD COLUMN "chave_importacao" text;--> statement-breakpoint
ALTER TABLE "suspensao" ADD COLUMN "chave_importacao" text;--> statement-breakpoint
ALTER TABLE "codigo_primeiro_acesso" ADD CONSTRAINT "codigo_primeiro_acesso_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigo_primeiro_acesso" ADD CONSTRAINT "codigo_primeiro_acesso_emitido_por_pessoa_cod_pessoa_fk" FOREIGN KEY ("emitido_por") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "emprestimo_chave_importacao_idx" ON "emprestimo" USING btree ("chave_importacao");--> statement-breakpoint
CREATE UNIQUE INDEX "multa_chave_importacao_idx" ON "multa" USING btree ("chave_importacao");--> statement-breakpoint
CREATE UNIQUE INDEX "reserva_chave_importacao_idx" ON "reserva" USING btree ("chave_importacao");--> statement-breakpoint
CREATE UNIQUE INDEX "suspensao_chave_importacao_idx" ON "suspensao" USING btree ("chave_importacao");