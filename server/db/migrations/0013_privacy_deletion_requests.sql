CREATE TABLE "pedido_exclusao" (
	"id" serial PRIMARY KEY NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"motivo" text,
	"situacao" text DEFAULT 'aberto' NOT NULL,
	"pedido_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atendido_em" timestamp with time zone,
	"resposta" text,
	"atendido_por" integer
);
--> statement-breakpoint
ALTER TABLE "pedido_exclusao" ADD CONSTRAINT "pedido_exclusao_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_exclusao" ADD CONSTRAINT "pedido_exclusao_atendido_por_pessoa_cod_pessoa_fk" FOREIGN KEY ("atendido_por") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedido_exclusao_pessoa_idx" ON "pedido_exclusao" USING btree ("cod_pessoa");--> statement-breakpoint
CREATE UNIQUE INDEX "pedido_exclusao_aberto_idx" ON "pedido_exclusao" USING btree ("cod_pessoa") WHERE situacao = 'aberto';