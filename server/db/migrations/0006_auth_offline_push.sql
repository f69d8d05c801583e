CREATE TABLE "captcha_usado" (
	"assinatura" text PRIMARY KEY NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codigo_recuperacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"codigo_hash" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"usado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "falha_login" (
	"endereco" text PRIMARY KEY NOT NULL,
	"falhas" integer DEFAULT 0 NOT NULL,
	"desde" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_inscricao" (
	"id" serial PRIMARY KEY NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"idioma" text DEFAULT 'pt' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_estado" (
	"nonce" text PRIMARY KEY NOT NULL,
	"protocolo" text NOT NULL,
	"dados" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cod_pessoa" integer,
	"erro" text,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "comentario" ADD COLUMN "chave_cliente" text;--> statement-breakpoint
ALTER TABLE "pessoa" ADD COLUMN "vinculo" text;--> statement-breakpoint
ALTER TABLE "sugestao" ADD COLUMN "chave_cliente" text;--> statement-breakpoint
ALTER TABLE "codigo_recuperacao" ADD CONSTRAINT "codigo_recuperacao_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_inscricao" ADD CONSTRAINT "push_inscricao_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_estado" ADD CONSTRAINT "sso_estado_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "codigo_recuperacao_pessoa_idx" ON "codigo_recuperacao" USING btree ("cod_pessoa");--> statement-breakpoint
CREATE UNIQUE INDEX "push_inscricao_endpoint_idx" ON "push_inscricao" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_inscricao_pessoa_idx" ON "push_inscricao" USING btree ("cod_pessoa");--> statement-breakpoint
CREATE UNIQUE INDEX "comentario_chave_cliente_idx" ON "comentario" USING btree ("cod_pessoa","chave_cliente");--> statement-breakpoint
CREATE INDEX "pessoa_vinculo_idx" ON "pessoa" USING btree ("vinculo");--> statement-breakpoint
CREATE UNIQUE INDEX "sugestao_chave_cliente_idx" ON "sugestao" USING btree ("cod_pessoa","chave_cliente");