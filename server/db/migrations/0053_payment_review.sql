CREATE TABLE "pagamento_revisao" (
	"cod_revisao" serial PRIMARY KEY NOT NULL,
	"provedor" text NOT NULL,
	"pagamento" text NOT NULL,
	"cobranca" text NOT NULL,
	"cod_pessoa" integer,
	"multas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valor_centavos" integer NOT NULL,
	"valor_cobranca_centavos" integer,
	"motivo" text NOT NULL,
	"recebido_em" timestamp with time zone NOT NULL,
	"resolucao" text,
	"nota" text,
	"resolvido_por" integer,
	"resolvido_em" timestamp with time zone,
	CONSTRAINT "pagamento_revisao_pagamento_uq" UNIQUE("provedor","pagamento")
);
--> statement-breakpoint
ALTER TABLE "pagamento_revisao" ADD CONSTRAINT "pagamento_revisao_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento_revisao" ADD CONSTRAINT "pagamento_revisao_resolvido_por_pessoa_cod_pessoa_fk" FOREIGN KEY ("resolvido_por") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pagamento_revisao_aberta_idx" ON "pagamento_revisao" USING btree ("resolvido_em","recebido_em");--> statement-breakpoint
-- By hand: the PIX payments already kept for staff (pix_recebimento.revisar) become their
-- rows; PagTesouro's arrived with migration 0052 in the same release, so none is kept yet.
INSERT INTO "pagamento_revisao" ("provedor", "pagamento", "cobranca", "cod_pessoa", "multas", "valor_centavos", "valor_cobranca_centavos", "motivo", "recebido_em")
SELECT 'pix', r."end_to_end_id", r."txid", c."cod_pessoa", coalesce(c."multas", '[]'::jsonb), r."valor_centavos", c."valor_centavos",
  coalesce(r."motivo", 'cobranca-desconhecida'), r."horario"
FROM "pix_recebimento" r LEFT JOIN "cobranca_pix" c ON c."txid" = r."txid"
WHERE r."revisar"
ON CONFLICT DO NOTHING;
