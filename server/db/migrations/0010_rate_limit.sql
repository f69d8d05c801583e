CREATE TABLE "limite_taxa" (
	"chave" text PRIMARY KEY NOT NULL,
	"inicio" timestamp with time zone DEFAULT now() NOT NULL,
	"contador" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "limite_taxa_inicio_idx" ON "limite_taxa" USING btree ("inicio");