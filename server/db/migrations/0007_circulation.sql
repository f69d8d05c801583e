CREATE TABLE "alerta" (
	"id" serial PRIMARY KEY NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"mensagem" text NOT NULL,
	"url" text NOT NULL,
	"data" timestamp with time zone DEFAULT now() NOT NULL,
	"lido" boolean DEFAULT false NOT NULL,
	"chave" text NOT NULL,
	"enviado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "regra_circulacao" (
	"categoria" text PRIMARY KEY NOT NULL,
	"dias_emprestimo" integer NOT NULL,
	"max_emprestimos" integer NOT NULL,
	"max_renovacoes" integer NOT NULL,
	"multa_dia" numeric(10, 2) NOT NULL,
	"dias_suspensao_por_dia" integer NOT NULL,
	"dias_retirada_reserva" integer NOT NULL,
	"max_solicitacoes_abertas" integer NOT NULL,
	"renova_com_atraso" boolean NOT NULL,
	"renova_com_debito" boolean NOT NULL,
	"debito_maximo" numeric(10, 2),
	"permite_domicilio" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitacao" (
	"cod_solicitacao" serial PRIMARY KEY NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"tipo" text NOT NULL,
	"cod_biblioteca" integer,
	"dados" jsonb NOT NULL,
	"situacao" text DEFAULT 'aguardando' NOT NULL,
	"data_solicitacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitacao_emprestimo" (
	"cod_solicitacao" serial PRIMARY KEY NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"cod_acervo" integer NOT NULL,
	"biblioteca_origem" integer NOT NULL,
	"biblioteca_recebimento" integer NOT NULL,
	"volume" text,
	"tomo" text,
	"parte" text,
	"material_adicional" text,
	"telefone" text NOT NULL,
	"email" text NOT NULL,
	"cod_local_recebimento" integer NOT NULL,
	"pessoa_autorizada" text,
	"domicilio" boolean DEFAULT false NOT NULL,
	"recebimento_textual" text,
	"situacao" text DEFAULT 'aguardando' NOT NULL,
	"data_solicitacao" timestamp with time zone DEFAULT now() NOT NULL,
	"data_atualizacao" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suspensao" (
	"cod_suspensao" serial PRIMARY KEY NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"cod_biblioteca" integer NOT NULL,
	"cod_emprestimo" integer,
	"data_inicio" date NOT NULL,
	"data_fim" date NOT NULL,
	"motivo" text
);
--> statement-breakpoint
CREATE TABLE "tarefa_execucao" (
	"tarefa" text NOT NULL,
	"periodo" text NOT NULL,
	"iniciada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"concluida_em" timestamp with time zone,
	"resultado" jsonb,
	CONSTRAINT "tarefa_execucao_tarefa_periodo_pk" PRIMARY KEY("tarefa","periodo")
);
--> statement-breakpoint
CREATE TABLE "token_emprestimo" (
	"cod_pessoa" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"validade" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "reserva_acervo_idx";--> statement-breakpoint
ALTER TABLE "pessoa" ADD COLUMN "papel" text DEFAULT 'usuario' NOT NULL;--> statement-breakpoint
ALTER TABLE "reserva" ADD COLUMN "cod_exemplar" integer;--> statement-breakpoint
ALTER TABLE "reserva" ADD COLUMN "data_limite" date;--> statement-breakpoint
ALTER TABLE "reserva" ADD COLUMN "data_encerramento" date;--> statement-breakpoint
ALTER TABLE "alerta" ADD CONSTRAINT "alerta_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regra_circulacao" ADD CONSTRAINT "regra_circulacao_categoria_categoria_codigo_fk" FOREIGN KEY ("categoria") REFERENCES "public"."categoria"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_cod_biblioteca_biblioteca_cod_biblioteca_fk" FOREIGN KEY ("cod_biblioteca") REFERENCES "public"."biblioteca"("cod_biblioteca") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_emprestimo" ADD CONSTRAINT "solicitacao_emprestimo_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_emprestimo" ADD CONSTRAINT "solicitacao_emprestimo_cod_acervo_acervo_cod_acervo_fk" FOREIGN KEY ("cod_acervo") REFERENCES "public"."acervo"("cod_acervo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_emprestimo" ADD CONSTRAINT "solicitacao_emprestimo_biblioteca_origem_biblioteca_cod_biblioteca_fk" FOREIGN KEY ("biblioteca_origem") REFERENCES "public"."biblioteca"("cod_biblioteca") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_emprestimo" ADD CONSTRAINT "solicitacao_emprestimo_biblioteca_recebimento_biblioteca_cod_biblioteca_fk" FOREIGN KEY ("biblioteca_recebimento") REFERENCES "public"."biblioteca"("cod_biblioteca") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspensao" ADD CONSTRAINT "suspensao_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspensao" ADD CONSTRAINT "suspensao_cod_biblioteca_biblioteca_cod_biblioteca_fk" FOREIGN KEY ("cod_biblioteca") REFERENCES "public"."biblioteca"("cod_biblioteca") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suspensao" ADD CONSTRAINT "suspensao_cod_emprestimo_emprestimo_cod_emprestimo_fk" FOREIGN KEY ("cod_emprestimo") REFERENCES "public"."emprestimo"("cod_emprestimo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_emprestimo" ADD CONSTRAINT "token_emprestimo_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerta_chave_idx" ON "alerta" USING btree ("chave");--> statement-breakpoint
CREATE INDEX "alerta_pessoa_idx" ON "alerta" USING btree ("cod_pessoa","data");--> statement-breakpoint
CREATE INDEX "solicitacao_pessoa_idx" ON "solicitacao" USING btree ("cod_pessoa","tipo");--> statement-breakpoint
CREATE INDEX "solicitacao_emprestimo_pessoa_idx" ON "solicitacao_emprestimo" USING btree ("cod_pessoa","situacao");--> statement-breakpoint
CREATE INDEX "suspensao_pessoa_idx" ON "suspensao" USING btree ("cod_pessoa");--> statement-breakpoint
ALTER TABLE "reserva" ADD CONSTRAINT "reserva_cod_exemplar_exemplar_cod_exemplar_fk" FOREIGN KEY ("cod_exemplar") REFERENCES "public"."exemplar"("cod_exemplar") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reserva_acervo_idx" ON "reserva" USING btree ("cod_acervo","situacao");