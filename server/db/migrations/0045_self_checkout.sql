CREATE TABLE "autoemprestimo_biblioteca" (
	"cod_biblioteca" integer PRIMARY KEY NOT NULL,
	"ativo" boolean DEFAULT false NOT NULL,
	"tipos_emprestimo" text[] DEFAULT '{}'::text[] NOT NULL,
	"redes" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "autoemprestimo_item" (
	"cod_visita" integer NOT NULL,
	"cod_emprestimo" integer NOT NULL,
	"emprestado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autoemprestimo_item_cod_visita_cod_emprestimo_pk" PRIMARY KEY("cod_visita","cod_emprestimo")
);
--> statement-breakpoint
CREATE TABLE "autoemprestimo_visita" (
	"cod_visita" serial PRIMARY KEY NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"cod_biblioteca" integer NOT NULL,
	"prova" text NOT NULL,
	"codigo" text NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "canal" text;--> statement-breakpoint
ALTER TABLE "autoemprestimo_biblioteca" ADD CONSTRAINT "autoemprestimo_biblioteca_cod_biblioteca_biblioteca_cod_biblioteca_fk" FOREIGN KEY ("cod_biblioteca") REFERENCES "public"."biblioteca"("cod_biblioteca") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoemprestimo_item" ADD CONSTRAINT "autoemprestimo_item_cod_visita_autoemprestimo_visita_cod_visita_fk" FOREIGN KEY ("cod_visita") REFERENCES "public"."autoemprestimo_visita"("cod_visita") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoemprestimo_item" ADD CONSTRAINT "autoemprestimo_item_cod_emprestimo_emprestimo_cod_emprestimo_fk" FOREIGN KEY ("cod_emprestimo") REFERENCES "public"."emprestimo"("cod_emprestimo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoemprestimo_visita" ADD CONSTRAINT "autoemprestimo_visita_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autoemprestimo_visita" ADD CONSTRAINT "autoemprestimo_visita_cod_biblioteca_biblioteca_cod_biblioteca_fk" FOREIGN KEY ("cod_biblioteca") REFERENCES "public"."biblioteca"("cod_biblioteca") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "autoemprestimo_visita_codigo_idx" ON "autoemprestimo_visita" USING btree ("codigo");--> statement-breakpoint
CREATE INDEX "autoemprestimo_visita_pessoa_idx" ON "autoemprestimo_visita" USING btree ("cod_pessoa");