CREATE TABLE "transacao_offline" (
	"id" text PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"situacao" text NOT NULL,
	"cod_funcionario" integer,
	"momento" timestamp with time zone NOT NULL,
	"resultado" jsonb,
	"registrada_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transacao_offline" ADD CONSTRAINT "transacao_offline_cod_funcionario_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_funcionario") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE set null ON UPDATE no action;