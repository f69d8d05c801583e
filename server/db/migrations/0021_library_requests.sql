ALTER TABLE "solicitacao" ADD COLUMN "subtipo" text;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD COLUMN "observacao_biblioteca" text;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD COLUMN "data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "solicitacao_situacao_idx" ON "solicitacao" USING btree ("situacao","data_solicitacao");