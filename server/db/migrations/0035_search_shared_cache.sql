-- Search answers shared by every API process (server/catalogue/page-cache.ts): a popular
-- search is computed once for all of them, not once per process, and a cold search asked by
-- several processes at once is computed by one while the others wait for its row (an
-- advisory lock per key). Rows of an older catalogue version are never read and are swept.
CREATE TABLE "pagina_busca" (
	"chave" text PRIMARY KEY NOT NULL,
	"versao" bigint NOT NULL,
	"valor" jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
