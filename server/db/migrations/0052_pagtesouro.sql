CREATE TABLE "pagamento_pagtesouro" (
	"referencia" serial PRIMARY KEY NOT NULL,
	"id_pagamento" text,
	"cod_pessoa" integer NOT NULL,
	"multas" jsonb NOT NULL,
	"valor_centavos" integer NOT NULL,
	"situacao" text DEFAULT 'aberto' NOT NULL,
	"codigo_situacao" text,
	"segredo_hash" text NOT NULL,
	"url" text,
	"revisar" boolean DEFAULT false NOT NULL,
	"tipo_pagamento" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"consultado_em" timestamp with time zone,
	"pago_em" timestamp with time zone,
	CONSTRAINT "pagamento_pagtesouro_id_pagamento_unique" UNIQUE("id_pagamento"),
	CONSTRAINT "pagamento_pagtesouro_segredo_hash_unique" UNIQUE("segredo_hash")
);
--> statement-breakpoint
ALTER TABLE "pagamento_pagtesouro" ADD CONSTRAINT "pagamento_pagtesouro_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pagamento_pagtesouro_pessoa_idx" ON "pagamento_pagtesouro" USING btree ("cod_pessoa","criado_em");--> statement-breakpoint
CREATE INDEX "pagamento_pagtesouro_situacao_idx" ON "pagamento_pagtesouro" USING btree ("situacao","consultado_em");