CREATE TABLE "rede_parceiro" (
	"cod_empresa" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"conjunto" text,
	"prefixo" text DEFAULT 'marc21' NOT NULL,
	"intervalo_horas" integer DEFAULT 24 NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"granularidade" text,
	"ultimo_datestamp" text,
	"retomada" jsonb,
	"em_execucao_desde" timestamp with time zone,
	"ultima_execucao" timestamp with time zone,
	"situacao" text,
	"resumo" jsonb
);
--> statement-breakpoint
ALTER TABLE "rede_parceiro" ADD CONSTRAINT "rede_parceiro_cod_empresa_rede_instituicao_cod_empresa_fk" FOREIGN KEY ("cod_empresa") REFERENCES "public"."rede_instituicao"("cod_empresa") ON DELETE cascade ON UPDATE no action;