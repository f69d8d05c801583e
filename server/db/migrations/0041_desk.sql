CREATE TABLE "pagamento" (
	"cod_pagamento" serial PRIMARY KEY NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"autor" integer,
	"balcao" text NOT NULL,
	"metodo" text NOT NULL,
	"valor_centavos" integer NOT NULL,
	"recebido_centavos" integer,
	"troco_centavos" integer DEFAULT 0 NOT NULL,
	"estorno_de" integer,
	"motivo" text,
	"dia" date DEFAULT current_date NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagamento_multa" (
	"cod_pagamento" integer NOT NULL,
	"cod_multa" integer NOT NULL,
	"valor_centavos" integer NOT NULL,
	CONSTRAINT "pagamento_multa_cod_pagamento_cod_multa_pk" PRIMARY KEY("cod_pagamento","cod_multa")
);
--> statement-breakpoint
ALTER TABLE "pessoa" ADD COLUMN "nota_biblioteca" text;--> statement-breakpoint
ALTER TABLE "pagamento" ADD CONSTRAINT "pagamento_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento" ADD CONSTRAINT "pagamento_autor_pessoa_cod_pessoa_fk" FOREIGN KEY ("autor") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento_multa" ADD CONSTRAINT "pagamento_multa_cod_pagamento_pagamento_cod_pagamento_fk" FOREIGN KEY ("cod_pagamento") REFERENCES "public"."pagamento"("cod_pagamento") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamento_multa" ADD CONSTRAINT "pagamento_multa_cod_multa_multa_cod_multa_fk" FOREIGN KEY ("cod_multa") REFERENCES "public"."multa"("cod_multa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pagamento_dia_idx" ON "pagamento" USING btree ("dia");--> statement-breakpoint
CREATE INDEX "pagamento_pessoa_idx" ON "pagamento" USING btree ("cod_pessoa");--> statement-breakpoint
CREATE UNIQUE INDEX "pagamento_estorno_idx" ON "pagamento" USING btree ("estorno_de");