CREATE TABLE "desbloqueio_login" (
	"id" serial PRIMARY KEY NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dispositivo_confiavel" (
	"id" serial PRIMARY KEY NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"hash" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"usado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "desbloqueio_login" ADD CONSTRAINT "desbloqueio_login_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispositivo_confiavel" ADD CONSTRAINT "dispositivo_confiavel_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "desbloqueio_login_hash_idx" ON "desbloqueio_login" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "desbloqueio_login_pessoa_idx" ON "desbloqueio_login" USING btree ("cod_pessoa");--> statement-breakpoint
CREATE UNIQUE INDEX "dispositivo_confiavel_hash_idx" ON "dispositivo_confiavel" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "dispositivo_confiavel_pessoa_idx" ON "dispositivo_confiavel" USING btree ("cod_pessoa");