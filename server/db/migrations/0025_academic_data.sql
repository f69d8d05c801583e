CREATE TABLE "departamento" (
	"cod_departamento" text PRIMARY KEY NOT NULL,
	"nome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disciplina" (
	"cod_disciplina" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"cod_departamento" text
);
--> statement-breakpoint
CREATE TABLE "plano_ensino" (
	"cod_plano" serial PRIMARY KEY NOT NULL,
	"cod_disciplina" integer NOT NULL,
	"cod_curso" integer NOT NULL,
	"ano" integer NOT NULL,
	"semestre" smallint NOT NULL,
	"periodo" smallint,
	"vagas" integer DEFAULT 0 NOT NULL,
	"cod_professor" integer,
	"cod_biblioteca" integer
);
--> statement-breakpoint
CREATE TABLE "plano_ensino_acervo" (
	"cod_plano" integer NOT NULL,
	"cod_acervo" integer NOT NULL,
	"tipo" text NOT NULL,
	CONSTRAINT "plano_ensino_acervo_cod_plano_cod_acervo_pk" PRIMARY KEY("cod_plano","cod_acervo")
);
--> statement-breakpoint
CREATE TABLE "professor" (
	"cod_pessoa" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"email" text,
	"cod_departamento" text
);
--> statement-breakpoint
ALTER TABLE "pessoa" ADD COLUMN "validade_matricula" date;--> statement-breakpoint
ALTER TABLE "pessoa" ADD COLUMN "cartao" text;--> statement-breakpoint
ALTER TABLE "pessoa" ADD COLUMN "cod_biblioteca" integer;--> statement-breakpoint
ALTER TABLE "disciplina" ADD CONSTRAINT "disciplina_cod_departamento_departamento_cod_departamento_fk" FOREIGN KEY ("cod_departamento") REFERENCES "public"."departamento"("cod_departamento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_ensino" ADD CONSTRAINT "plano_ensino_cod_disciplina_disciplina_cod_disciplina_fk" FOREIGN KEY ("cod_disciplina") REFERENCES "public"."disciplina"("cod_disciplina") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_ensino" ADD CONSTRAINT "plano_ensino_cod_curso_curso_cod_curso_fk" FOREIGN KEY ("cod_curso") REFERENCES "public"."curso"("cod_curso") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_ensino" ADD CONSTRAINT "plano_ensino_cod_professor_professor_cod_pessoa_fk" FOREIGN KEY ("cod_professor") REFERENCES "public"."professor"("cod_pessoa") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_ensino" ADD CONSTRAINT "plano_ensino_cod_biblioteca_biblioteca_cod_biblioteca_fk" FOREIGN KEY ("cod_biblioteca") REFERENCES "public"."biblioteca"("cod_biblioteca") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_ensino_acervo" ADD CONSTRAINT "plano_ensino_acervo_cod_plano_plano_ensino_cod_plano_fk" FOREIGN KEY ("cod_plano") REFERENCES "public"."plano_ensino"("cod_plano") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_ensino_acervo" ADD CONSTRAINT "plano_ensino_acervo_cod_acervo_acervo_cod_acervo_fk" FOREIGN KEY ("cod_acervo") REFERENCES "public"."acervo"("cod_acervo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "professor" ADD CONSTRAINT "professor_cod_departamento_departamento_cod_departamento_fk" FOREIGN KEY ("cod_departamento") REFERENCES "public"."departamento"("cod_departamento") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plano_ensino_chave_idx" ON "plano_ensino" USING btree ("cod_disciplina","cod_curso","ano","semestre");--> statement-breakpoint
CREATE INDEX "plano_ensino_acervo_acervo_idx" ON "plano_ensino_acervo" USING btree ("cod_acervo");--> statement-breakpoint
ALTER TABLE "pessoa" ADD CONSTRAINT "pessoa_cod_biblioteca_biblioteca_cod_biblioteca_fk" FOREIGN KEY ("cod_biblioteca") REFERENCES "public"."biblioteca"("cod_biblioteca") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pessoa_cartao_idx" ON "pessoa" USING btree ("cartao");