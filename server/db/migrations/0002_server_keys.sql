CREATE TABLE "chave_servidor" (
	"nome" text PRIMARY KEY NOT NULL,
	"valor" text NOT NULL
);
