CREATE TABLE "falha_terminal_sip2" (
	"chave" text PRIMARY KEY NOT NULL,
	"falhas" integer DEFAULT 0 NOT NULL,
	"espera_ate" timestamp with time zone DEFAULT now() NOT NULL,
	"ultima_em" timestamp with time zone DEFAULT now() NOT NULL,
	"bloqueado_ate" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "falha_terminal_sip2_ultima_idx" ON "falha_terminal_sip2" USING btree ("ultima_em");