CREATE TABLE "terminal_sip2" (
	"cod_terminal" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"senha_hash" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"codigo_local" text DEFAULT '' NOT NULL,
	"instituicao" text DEFAULT '' NOT NULL,
	"mensagens" text[] NOT NULL,
	"deteccao_erros" boolean DEFAULT true NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_acesso" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auditoria" ADD COLUMN "terminal_sip2" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "terminal_sip2_login_idx" ON "terminal_sip2" USING btree (lower("login"));--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_terminal_sip2_terminal_sip2_cod_terminal_fk" FOREIGN KEY ("terminal_sip2") REFERENCES "public"."terminal_sip2"("cod_terminal") ON DELETE set null ON UPDATE no action;