CREATE TABLE "area_conhecimento" (
	"cod_area_conhecimento" integer PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL,
	"cod_tipo_area_conhec" integer
);
--> statement-breakpoint
CREATE TABLE "cesta_permanente" (
	"cod_pessoa" integer NOT NULL,
	"cod_acervo" integer NOT NULL,
	"data_inclusao" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cesta_permanente_cod_pessoa_cod_acervo_pk" PRIMARY KEY("cod_pessoa","cod_acervo")
);
--> statement-breakpoint
CREATE TABLE "curso" (
	"cod_curso" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"cod_campus" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "curso_acervo" (
	"cod_curso" integer NOT NULL,
	"cod_acervo" integer NOT NULL,
	CONSTRAINT "curso_acervo_cod_curso_cod_acervo_pk" PRIMARY KEY("cod_curso","cod_acervo")
);
--> statement-breakpoint
CREATE TABLE "fasciculo" (
	"cod_fasciculo" serial PRIMARY KEY NOT NULL,
	"cod_acervo" integer NOT NULL,
	"cod_biblioteca" integer NOT NULL,
	"ano" integer NOT NULL,
	"volume" text,
	"numero" text,
	"periodo" text,
	"data_chegada" date,
	"situacao" text DEFAULT 'recebido' NOT NULL,
	"sumario" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rede_acervo" (
	"id" serial PRIMARY KEY NOT NULL,
	"cod_empresa" integer NOT NULL,
	"numero_controle" text NOT NULL,
	"cod_tipo_obra" integer NOT NULL,
	"titulo" text NOT NULL,
	"autor" text,
	"ano_publicacao" integer,
	"idioma" text,
	"marc" jsonb NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (
    setweight(to_tsvector('pt_unaccent', coalesce(titulo, '')), 'A') ||
    setweight(to_tsvector('pt_unaccent', coalesce(autor, '')), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "rede_instituicao" (
	"cod_empresa" integer PRIMARY KEY NOT NULL,
	"desc_empresa" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vocabulario" (
	"palavra" text PRIMARY KEY NOT NULL,
	"forma" text NOT NULL,
	"frequencia" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exemplar" ADD COLUMN "data_aquisicao" date;--> statement-breakpoint
ALTER TABLE "cesta_permanente" ADD CONSTRAINT "cesta_permanente_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cesta_permanente" ADD CONSTRAINT "cesta_permanente_cod_acervo_acervo_cod_acervo_fk" FOREIGN KEY ("cod_acervo") REFERENCES "public"."acervo"("cod_acervo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curso" ADD CONSTRAINT "curso_cod_campus_campus_cod_campus_fk" FOREIGN KEY ("cod_campus") REFERENCES "public"."campus"("cod_campus") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curso_acervo" ADD CONSTRAINT "curso_acervo_cod_curso_curso_cod_curso_fk" FOREIGN KEY ("cod_curso") REFERENCES "public"."curso"("cod_curso") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curso_acervo" ADD CONSTRAINT "curso_acervo_cod_acervo_acervo_cod_acervo_fk" FOREIGN KEY ("cod_acervo") REFERENCES "public"."acervo"("cod_acervo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fasciculo" ADD CONSTRAINT "fasciculo_cod_acervo_acervo_cod_acervo_fk" FOREIGN KEY ("cod_acervo") REFERENCES "public"."acervo"("cod_acervo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fasciculo" ADD CONSTRAINT "fasciculo_cod_biblioteca_biblioteca_cod_biblioteca_fk" FOREIGN KEY ("cod_biblioteca") REFERENCES "public"."biblioteca"("cod_biblioteca") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rede_acervo" ADD CONSTRAINT "rede_acervo_cod_empresa_rede_instituicao_cod_empresa_fk" FOREIGN KEY ("cod_empresa") REFERENCES "public"."rede_instituicao"("cod_empresa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rede_acervo" ADD CONSTRAINT "rede_acervo_cod_tipo_obra_tipo_obra_cod_tipo_obra_fk" FOREIGN KEY ("cod_tipo_obra") REFERENCES "public"."tipo_obra"("cod_tipo_obra") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "curso_acervo_acervo_idx" ON "curso_acervo" USING btree ("cod_acervo");--> statement-breakpoint
CREATE INDEX "fasciculo_acervo_idx" ON "fasciculo" USING btree ("cod_acervo","ano");--> statement-breakpoint
CREATE UNIQUE INDEX "rede_acervo_controle_idx" ON "rede_acervo" USING btree ("cod_empresa","numero_controle");--> statement-breakpoint
CREATE INDEX "rede_acervo_tsv_idx" ON "rede_acervo" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "vocabulario_trgm_idx" ON "vocabulario" USING gin ("palavra" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exemplar_aquisicao_idx" ON "exemplar" USING btree ("data_aquisicao");