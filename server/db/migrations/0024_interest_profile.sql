CREATE TABLE "interesse_marca" (
	"id" integer PRIMARY KEY NOT NULL,
	"ate" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perfil_interesse" (
	"cod_pessoa" integer NOT NULL,
	"tipo_dsi" text NOT NULL,
	"codigo" integer NOT NULL,
	"descricao" text NOT NULL,
	"chave" text,
	"cod_tipo_area" integer,
	"validade" date,
	"fasciculo" boolean DEFAULT false NOT NULL,
	"artigo" boolean DEFAULT false NOT NULL,
	"sumario" boolean DEFAULT false NOT NULL,
	"bibliotecas" integer[] DEFAULT '{}'::int[] NOT NULL,
	"idiomas" text[] DEFAULT '{}'::text[] NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "perfil_interesse_cod_pessoa_tipo_dsi_codigo_pk" PRIMARY KEY("cod_pessoa","tipo_dsi","codigo")
);
--> statement-breakpoint
CREATE TABLE "titulo_interesse" (
	"cod_pessoa" integer NOT NULL,
	"cod_acervo" integer NOT NULL,
	"encontrado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"avisado_em" timestamp with time zone,
	CONSTRAINT "titulo_interesse_cod_pessoa_cod_acervo_pk" PRIMARY KEY("cod_pessoa","cod_acervo")
);
--> statement-breakpoint
ALTER TABLE "acervo" ADD COLUMN "incluido_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "perfil_interesse" ADD CONSTRAINT "perfil_interesse_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulo_interesse" ADD CONSTRAINT "titulo_interesse_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "titulo_interesse" ADD CONSTRAINT "titulo_interesse_cod_acervo_acervo_cod_acervo_fk" FOREIGN KEY ("cod_acervo") REFERENCES "public"."acervo"("cod_acervo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "perfil_interesse_chave_idx" ON "perfil_interesse" USING btree ("tipo_dsi","chave");--> statement-breakpoint
CREATE INDEX "titulo_interesse_pessoa_idx" ON "titulo_interesse" USING btree ("cod_pessoa","encontrado_em");--> statement-breakpoint
CREATE INDEX "acervo_incluido_idx" ON "acervo" USING btree ("incluido_em");--> statement-breakpoint
-- Titles already in the catalogue are not news: the matching of new titles starts from here.
INSERT INTO "interesse_marca" ("id", "ate") VALUES (1, now());