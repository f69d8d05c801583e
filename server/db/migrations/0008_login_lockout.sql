CREATE TABLE "falha_login_conta" (
	"conta" text NOT NULL,
	"endereco" text NOT NULL,
	"falhas" integer DEFAULT 0 NOT NULL,
	"espera_ate" timestamp with time zone DEFAULT now() NOT NULL,
	"ultima_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "falha_login_conta_conta_endereco_pk" PRIMARY KEY("conta","endereco")
);
--> statement-breakpoint
ALTER TABLE "pessoa" ADD COLUMN "bloqueado_ate" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "falha_login_conta_ultima_idx" ON "falha_login_conta" USING btree ("ultima_em");