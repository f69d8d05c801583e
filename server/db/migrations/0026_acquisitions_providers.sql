CREATE TABLE "acesso_link" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acesso_link_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quando" timestamp with time zone DEFAULT now() NOT NULL,
	"cod_acervo" integer,
	"seq_paragrafo" integer,
	"url" text,
	"fornecedor" text,
	"cod_pessoa" integer,
	"browser" text,
	"device" text,
	"os" text
);
--> statement-breakpoint
CREATE TABLE "base_dados" (
	"cod_base" serial PRIMARY KEY NOT NULL,
	"cod_biblioteca" integer,
	"nome" text NOT NULL,
	"base" text NOT NULL,
	"descricao" text,
	"url" text,
	"acesso_restrito" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sugestao" ADD COLUMN "observacao" text;--> statement-breakpoint
ALTER TABLE "sugestao" ADD COLUMN "professor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sugestao" ADD COLUMN "atualizado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "acesso_link" ADD CONSTRAINT "acesso_link_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "base_dados" ADD CONSTRAINT "base_dados_cod_biblioteca_biblioteca_cod_biblioteca_fk" FOREIGN KEY ("cod_biblioteca") REFERENCES "public"."biblioteca"("cod_biblioteca") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acesso_link_acervo_idx" ON "acesso_link" USING btree ("cod_acervo");--> statement-breakpoint
CREATE INDEX "acesso_link_pessoa_idx" ON "acesso_link" USING btree ("cod_pessoa");--> statement-breakpoint
CREATE INDEX "sugestao_situacao_idx" ON "sugestao" USING btree ("situacao");