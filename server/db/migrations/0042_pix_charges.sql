CREATE TABLE "cobranca_pix" (
	"txid" text PRIMARY KEY NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"multas" jsonb NOT NULL,
	"valor_centavos" integer NOT NULL,
	"modo" text NOT NULL,
	"situacao" text DEFAULT 'ativa' NOT NULL,
	"brcode" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"pago_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pix_recebimento" (
	"end_to_end_id" text PRIMARY KEY NOT NULL,
	"txid" text NOT NULL,
	"valor_centavos" integer NOT NULL,
	"horario" timestamp with time zone NOT NULL,
	"recebido_em" timestamp with time zone DEFAULT now() NOT NULL,
	"revisar" boolean DEFAULT false NOT NULL,
	"motivo" text
);
--> statement-breakpoint
ALTER TABLE "cobranca_pix" ADD CONSTRAINT "cobranca_pix_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cobranca_pix_pessoa_idx" ON "cobranca_pix" USING btree ("cod_pessoa");--> statement-breakpoint
CREATE INDEX "cobranca_pix_situacao_idx" ON "cobranca_pix" USING btree ("situacao","criado_em");--> statement-breakpoint
CREATE INDEX "pix_recebimento_txid_idx" ON "pix_recebimento" USING btree ("txid");