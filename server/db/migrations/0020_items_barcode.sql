ALTER TABLE "exemplar" ADD COLUMN "codigo_barras" text;--> statement-breakpoint
ALTER TABLE "exemplar" ADD COLUMN "numero_chamada" text;--> statement-breakpoint
CREATE UNIQUE INDEX "exemplar_codigo_barras_idx" ON "exemplar" USING btree ("codigo_barras");