CREATE TABLE "gru" (
	"cod_gru" serial PRIMARY KEY NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"valor" numeric(10, 2) NOT NULL,
	"data_vencimento" date NOT NULL,
	"multas" jsonb NOT NULL,
	"numero_referencia" text NOT NULL,
	"codigo_barras" text NOT NULL,
	"linha_digitavel" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nada_consta" (
	"cod_nada_consta" serial PRIMARY KEY NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"data_emissao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gru" ADD CONSTRAINT "gru_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nada_consta" ADD CONSTRAINT "nada_consta_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gru_pessoa_idx" ON "gru" USING btree ("cod_pessoa");--> statement-breakpoint
CREATE UNIQUE INDEX "nada_consta_pessoa_idx" ON "nada_consta" USING btree ("cod_pessoa");--> statement-breakpoint
CREATE UNIQUE INDEX "nada_consta_codigo_idx" ON "nada_consta" USING btree ("codigo");