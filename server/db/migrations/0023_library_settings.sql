CREATE TABLE "dia_fechado" (
	"id" serial PRIMARY KEY NOT NULL,
	"data" date NOT NULL,
	"cod_biblioteca" integer,
	"descricao" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evento_institucional" (
	"id" serial PRIMARY KEY NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text,
	"data_inicio" timestamp with time zone NOT NULL,
	"data_fim" timestamp with time zone,
	"local" text,
	"link" text
);
--> statement-breakpoint
CREATE TABLE "pergunta_frequente" (
	"id" serial PRIMARY KEY NOT NULL,
	"idioma" text NOT NULL,
	"ordem" integer NOT NULL,
	"pergunta" text NOT NULL,
	"resposta" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "texto_instituicao" (
	"chave" text NOT NULL,
	"idioma" text NOT NULL,
	"titulo" text,
	"conteudo" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	CONSTRAINT "texto_instituicao_chave_idioma_pk" PRIMARY KEY("chave","idioma")
);
--> statement-breakpoint
ALTER TABLE "dia_fechado" ADD CONSTRAINT "dia_fechado_cod_biblioteca_biblioteca_cod_biblioteca_fk" FOREIGN KEY ("cod_biblioteca") REFERENCES "public"."biblioteca"("cod_biblioteca") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dia_fechado_data_idx" ON "dia_fechado" USING btree ("data");--> statement-breakpoint
CREATE INDEX "pergunta_frequente_idioma_idx" ON "pergunta_frequente" USING btree ("idioma","ordem");