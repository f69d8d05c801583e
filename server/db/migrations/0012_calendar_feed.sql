CREATE TABLE "calendario_assinatura" (
	"id" serial PRIMARY KEY NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"hash" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"revogado_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calendario_assinatura" ADD CONSTRAINT "calendario_assinatura_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendario_assinatura_hash_idx" ON "calendario_assinatura" USING btree ("hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendario_assinatura_ativa_idx" ON "calendario_assinatura" USING btree ("cod_pessoa") WHERE "calendario_assinatura"."revogado_em" IS NULL;