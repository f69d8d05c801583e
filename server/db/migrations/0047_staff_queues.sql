CREATE TABLE "fila_atribuicao" (
	"fila" text NOT NULL,
	"item_id" integer NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"desde" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fila_atribuicao_fila_item_id_pk" PRIMARY KEY("fila","item_id")
);
--> statement-breakpoint
ALTER TABLE "fila_atribuicao" ADD CONSTRAINT "fila_atribuicao_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fila_atribuicao_pessoa_idx" ON "fila_atribuicao" USING btree ("cod_pessoa","fila");--> statement-breakpoint
CREATE INDEX "auditoria_alvo_idx" ON "auditoria" USING btree ("alvo_tipo","alvo_id");--> statement-breakpoint
CREATE INDEX "comentario_situacao_idx" ON "comentario" USING btree ("situacao","data_envio");--> statement-breakpoint
CREATE INDEX "pedido_exclusao_situacao_idx" ON "pedido_exclusao" USING btree ("situacao","pedido_em");--> statement-breakpoint
CREATE INDEX "solicitacao_emprestimo_situacao_idx" ON "solicitacao_emprestimo" USING btree ("situacao","data_solicitacao");--> statement-breakpoint
CREATE INDEX "sugestao_situacao_data_idx" ON "sugestao" USING btree ("situacao","data_envio");