CREATE TABLE "capa_externa" (
	"cod_acervo" integer PRIMARY KEY NOT NULL,
	"origem" text NOT NULL,
	"estado" text NOT NULL,
	"tipo" text,
	"bytes" integer DEFAULT 0 NOT NULL,
	"arquivo" text,
	"etag" text,
	"motivo" text,
	"buscado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"acessado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "capa_fornecedor" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"nome" text NOT NULL,
	"precisa_isbn" boolean NOT NULL,
	"precisa_issn" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "capa_externa" ADD CONSTRAINT "capa_externa_cod_acervo_acervo_cod_acervo_fk" FOREIGN KEY ("cod_acervo") REFERENCES "public"."acervo"("cod_acervo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capa_externa_acesso_idx" ON "capa_externa" USING btree ("acessado_em");--> statement-breakpoint
-- A title's cover address as lists and title pages show it (issue 26 item 6): the uploaded
-- cover's link_capa (on our origin); else, when a provider is configured and the title has what its address
-- needs, /api/acervo/{id}/capa (the server fetches and caches the image) unless the provider
-- said recently that there is none (then the PWA shows its icon without asking); else an
-- imported 856 address as before (the PWA does not load a third party's image).
CREATE OR REPLACE FUNCTION link_capa_de(integer, text, text[], text[]) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN $2 LIKE '/%' THEN $2 ELSE coalesce((SELECT '/api/acervo/' || $1 || '/capa' FROM capa_fornecedor f
    WHERE f.nome <> 'none' AND (NOT f.precisa_isbn OR cardinality($3) > 0) AND (NOT f.precisa_issn OR cardinality($4) > 0)
      AND NOT EXISTS (SELECT 1 FROM capa_externa c WHERE c.cod_acervo = $1 AND c.estado = 'nenhuma' AND c.expira_em > now())), $2) END $$;
