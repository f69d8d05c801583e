CREATE TABLE "auditoria" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auditoria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quando" timestamp with time zone DEFAULT now() NOT NULL,
	"autor" integer,
	"acao" text NOT NULL,
	"alvo_tipo" text NOT NULL,
	"alvo_id" text,
	"cod_pessoa" integer,
	"antes" jsonb,
	"depois" jsonb,
	"motivo" text
);
--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_autor_pessoa_cod_pessoa_fk" FOREIGN KEY ("autor") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auditoria_quando_idx" ON "auditoria" USING btree ("quando");--> statement-breakpoint
CREATE INDEX "auditoria_pessoa_idx" ON "auditoria" USING btree ("cod_pessoa");--> statement-breakpoint
CREATE INDEX "auditoria_autor_idx" ON "auditoria" USING btree ("autor");--> statement-breakpoint
CREATE INDEX "auditoria_acao_idx" ON "auditoria" USING btree ("acao");