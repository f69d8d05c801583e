CREATE TABLE "capa_acervo" (
	"cod_acervo" integer PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"dados" "bytea" NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opcao_consulta" (
	"grupo" text NOT NULL,
	"codigo" text NOT NULL,
	"descricao" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "opcao_consulta_grupo_codigo_pk" PRIMARY KEY("grupo","codigo")
);
--> statement-breakpoint
ALTER TABLE "exemplar" ADD COLUMN "data_baixa" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "exemplar" ADD COLUMN "motivo_baixa" text;--> statement-breakpoint
ALTER TABLE "tipo_obra" ADD COLUMN "cor" text;--> statement-breakpoint
ALTER TABLE "capa_acervo" ADD CONSTRAINT "capa_acervo_cod_acervo_acervo_cod_acervo_fk" FOREIGN KEY ("cod_acervo") REFERENCES "public"."acervo"("cod_acervo") ON DELETE cascade ON UPDATE no action;