CREATE TABLE "acervo" (
	"cod_acervo" serial PRIMARY KEY NOT NULL,
	"numero_controle" text NOT NULL,
	"cod_tipo_obra" integer NOT NULL,
	"titulo" text NOT NULL,
	"autor" text,
	"assuntos" text[] DEFAULT '{}'::text[] NOT NULL,
	"ano_publicacao" integer,
	"descricao_fisica" text,
	"idioma" text,
	"classificacao" text,
	"edicao" text,
	"editora" text,
	"local_publicacao" text,
	"isbn" text[] DEFAULT '{}'::text[] NOT NULL,
	"issn" text[] DEFAULT '{}'::text[] NOT NULL,
	"serie" text[] DEFAULT '{}'::text[] NOT NULL,
	"notas" text[] DEFAULT '{}'::text[] NOT NULL,
	"link_capa" text,
	"acesso_remoto" text,
	"possui_acessibilidade" boolean DEFAULT false NOT NULL,
	"dados_adicionais" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cod_tipo_area_conhec" integer,
	"cod_area_conhecimento" integer,
	"rota" text,
	"tipo_contido" text,
	"marc" jsonb NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (
    setweight(to_tsvector('pt_unaccent', coalesce(titulo, '')), 'A') ||
    setweight(to_tsvector('pt_unaccent', coalesce(autor, '') || ' ' || texto_de_lista(assuntos)), 'B') ||
    setweight(to_tsvector('pt_unaccent', coalesce(editora, '') || ' ' || texto_de_lista(serie) || ' ' ||
      texto_de_lista(notas) || ' ' || texto_de_lista(isbn) || ' ' || texto_de_lista(issn) || ' ' || coalesce(classificacao, '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "atividade" (
	"cod_atividade" integer PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL,
	"cod_modulo" integer,
	"publica" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "autoridade" (
	"cod_autoridade" serial PRIMARY KEY NOT NULL,
	"numero_controle" text NOT NULL,
	"tipo" text NOT NULL,
	"cabecalho" text NOT NULL,
	"ver" text[] DEFAULT '{}'::text[] NOT NULL,
	"ver_tambem" text[] DEFAULT '{}'::text[] NOT NULL,
	"notas" text[] DEFAULT '{}'::text[] NOT NULL,
	"marc" jsonb NOT NULL,
	"tsv" "tsvector" GENERATED ALWAYS AS (
    setweight(to_tsvector('pt_unaccent', cabecalho), 'A') ||
    setweight(to_tsvector('pt_unaccent', texto_de_lista(ver) || ' ' || texto_de_lista(ver_tambem)), 'B')) STORED
);
--> statement-breakpoint
CREATE TABLE "biblioteca" (
	"cod_biblioteca" serial PRIMARY KEY NOT NULL,
	"desc_biblioteca" text NOT NULL,
	"cod_campus" integer NOT NULL,
	"email" text,
	"horarios" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campus" (
	"cod_campus" serial PRIMARY KEY NOT NULL,
	"nome_campus" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categoria" (
	"codigo" text PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categoria_atividade" (
	"categoria" text NOT NULL,
	"cod_atividade" integer NOT NULL,
	CONSTRAINT "categoria_atividade_categoria_cod_atividade_pk" PRIMARY KEY("categoria","cod_atividade")
);
--> statement-breakpoint
CREATE TABLE "comentario" (
	"cod_comentario" serial PRIMARY KEY NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"cod_acervo" integer,
	"cod_biblioteca" integer,
	"texto" text NOT NULL,
	"data_envio" timestamp with time zone DEFAULT now() NOT NULL,
	"situacao" text DEFAULT 'pendente' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "emprestimo" (
	"cod_emprestimo" serial PRIMARY KEY NOT NULL,
	"cod_exemplar" integer NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"data_emprestimo" date NOT NULL,
	"data_devolucao_prevista" date NOT NULL,
	"data_devolucao" date,
	"renovacoes" integer DEFAULT 0 NOT NULL,
	"limite_renovacoes" integer DEFAULT 3 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estatistica_emprestimo" (
	"cod_acervo" integer NOT NULL,
	"ano" integer NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "estatistica_emprestimo_cod_acervo_ano_pk" PRIMARY KEY("cod_acervo","ano")
);
--> statement-breakpoint
CREATE TABLE "exemplar" (
	"cod_exemplar" serial PRIMARY KEY NOT NULL,
	"cod_acervo" integer NOT NULL,
	"cod_biblioteca" integer NOT NULL,
	"volume" text,
	"tomo" text,
	"parte" text,
	"material_adicional" text,
	"tipo_emprestimo" text NOT NULL,
	"localizacao" text,
	"colecao" text,
	"situacao" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instituicao" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"sigla" text NOT NULL,
	"nome" text NOT NULL,
	"dados" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "multa" (
	"cod_multa" serial PRIMARY KEY NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"cod_emprestimo" integer,
	"cod_biblioteca" integer NOT NULL,
	"valor_multa" numeric(10, 2) NOT NULL,
	"desconto" numeric(10, 2) DEFAULT '0' NOT NULL,
	"valor_pago" numeric(10, 2) DEFAULT '0' NOT NULL,
	"data_pagamento" date,
	"tipo_servico" text NOT NULL,
	"motivo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pessoa" (
	"cod_pessoa" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"nome" text NOT NULL,
	"email" text,
	"categoria" text NOT NULL,
	"senha_hash" text NOT NULL,
	"senhas_anteriores" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bloqueado" boolean DEFAULT false NOT NULL,
	"falhas_login" integer DEFAULT 0 NOT NULL,
	"dados_pessoais" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_token" (
	"id" serial PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"familia" text NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usado_em" timestamp with time zone,
	"revogado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reserva" (
	"cod_reserva" serial PRIMARY KEY NOT NULL,
	"cod_acervo" integer NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"cod_biblioteca" integer NOT NULL,
	"volume" text,
	"tomo" text,
	"parte" text,
	"material_adicional" text,
	"situacao" text NOT NULL,
	"data_reserva" timestamp with time zone DEFAULT now() NOT NULL,
	"data_liberacao" date
);
--> statement-breakpoint
CREATE TABLE "sugestao" (
	"cod_sugestao" serial PRIMARY KEY NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"cod_campus" integer NOT NULL,
	"cod_biblioteca" integer NOT NULL,
	"titulo" text NOT NULL,
	"editor" text NOT NULL,
	"autor" text,
	"edicao" text,
	"isbn_issn" text,
	"periodico" text,
	"outras_inf" text,
	"situacao" text DEFAULT 'sugestao_compra' NOT NULL,
	"data_envio" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipo_obra" (
	"cod_tipo_obra" integer PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "acervo" ADD CONSTRAINT "acervo_cod_tipo_obra_tipo_obra_cod_tipo_obra_fk" FOREIGN KEY ("cod_tipo_obra") REFERENCES "public"."tipo_obra"("cod_tipo_obra") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "biblioteca" ADD CONSTRAINT "biblioteca_cod_campus_campus_cod_campus_fk" FOREIGN KEY ("cod_campus") REFERENCES "public"."campus"("cod_campus") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categoria_atividade" ADD CONSTRAINT "categoria_atividade_categoria_categoria_codigo_fk" FOREIGN KEY ("categoria") REFERENCES "public"."categoria"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categoria_atividade" ADD CONSTRAINT "categoria_atividade_cod_atividade_atividade_cod_atividade_fk" FOREIGN KEY ("cod_atividade") REFERENCES "public"."atividade"("cod_atividade") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentario" ADD CONSTRAINT "comentario_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentario" ADD CONSTRAINT "comentario_cod_acervo_acervo_cod_acervo_fk" FOREIGN KEY ("cod_acervo") REFERENCES "public"."acervo"("cod_acervo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comentario" ADD CONSTRAINT "comentario_cod_biblioteca_biblioteca_cod_biblioteca_fk" FOREIGN KEY ("cod_biblioteca") REFERENCES "public"."biblioteca"("cod_biblioteca") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emprestimo" ADD CONSTRAINT "emprestimo_cod_exemplar_exemplar_cod_exemplar_fk" FOREIGN KEY ("cod_exemplar") REFERENCES "public"."exemplar"("cod_exemplar") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emprestimo" ADD CONSTRAINT "emprestimo_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estatistica_emprestimo" ADD CONSTRAINT "estatistica_emprestimo_cod_acervo_acervo_cod_acervo_fk" FOREIGN KEY ("cod_acervo") REFERENCES "public"."acervo"("cod_acervo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exemplar" ADD CONSTRAINT "exemplar_cod_acervo_acervo_cod_acervo_fk" FOREIGN KEY ("cod_acervo") REFERENCES "public"."acervo"("cod_acervo") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exemplar" ADD CONSTRAINT "exemplar_cod_biblioteca_biblioteca_cod_biblioteca_fk" FOREIGN KEY ("cod_biblioteca") REFERENCES "public"."biblioteca"("cod_biblioteca") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multa" ADD CONSTRAINT "multa_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multa" ADD CONSTRAINT "multa_cod_emprestimo_emprestimo_cod_emprestimo_fk" FOREIGN KEY ("cod_emprestimo") REFERENCES "public"."emprestimo"("cod_emprestimo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multa" ADD CONSTRAINT "multa_cod_biblioteca_biblioteca_cod_biblioteca_fk" FOREIGN KEY ("cod_biblioteca") REFERENCES "public"."biblioteca"("cod_biblioteca") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pessoa" ADD CONSTRAINT "pessoa_categoria_categoria_codigo_fk" FOREIGN KEY ("categoria") REFERENCES "public"."categoria"("codigo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token" ADD CONSTRAINT "refresh_token_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva" ADD CONSTRAINT "reserva_cod_acervo_acervo_cod_acervo_fk" FOREIGN KEY ("cod_acervo") REFERENCES "public"."acervo"("cod_acervo") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva" ADD CONSTRAINT "reserva_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserva" ADD CONSTRAINT "reserva_cod_biblioteca_biblioteca_cod_biblioteca_fk" FOREIGN KEY ("cod_biblioteca") REFERENCES "public"."biblioteca"("cod_biblioteca") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sugestao" ADD CONSTRAINT "sugestao_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sugestao" ADD CONSTRAINT "sugestao_cod_campus_campus_cod_campus_fk" FOREIGN KEY ("cod_campus") REFERENCES "public"."campus"("cod_campus") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sugestao" ADD CONSTRAINT "sugestao_cod_biblioteca_biblioteca_cod_biblioteca_fk" FOREIGN KEY ("cod_biblioteca") REFERENCES "public"."biblioteca"("cod_biblioteca") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "acervo_numero_controle_idx" ON "acervo" USING btree ("numero_controle");--> statement-breakpoint
CREATE INDEX "acervo_ano_idx" ON "acervo" USING btree ("ano_publicacao");--> statement-breakpoint
CREATE INDEX "acervo_tipo_idx" ON "acervo" USING btree ("cod_tipo_obra");--> statement-breakpoint
CREATE INDEX "acervo_idioma_idx" ON "acervo" USING btree ("idioma");--> statement-breakpoint
CREATE INDEX "acervo_tsv_idx" ON "acervo" USING gin ("tsv");--> statement-breakpoint
CREATE UNIQUE INDEX "autoridade_numero_controle_idx" ON "autoridade" USING btree ("numero_controle");--> statement-breakpoint
CREATE INDEX "autoridade_tipo_idx" ON "autoridade" USING btree ("tipo");--> statement-breakpoint
CREATE INDEX "autoridade_tsv_idx" ON "autoridade" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "comentario_acervo_idx" ON "comentario" USING btree ("cod_acervo");--> statement-breakpoint
CREATE INDEX "comentario_pessoa_idx" ON "comentario" USING btree ("cod_pessoa");--> statement-breakpoint
CREATE INDEX "emprestimo_pessoa_idx" ON "emprestimo" USING btree ("cod_pessoa");--> statement-breakpoint
CREATE INDEX "emprestimo_exemplar_idx" ON "emprestimo" USING btree ("cod_exemplar");--> statement-breakpoint
CREATE INDEX "exemplar_acervo_idx" ON "exemplar" USING btree ("cod_acervo");--> statement-breakpoint
CREATE INDEX "exemplar_biblioteca_idx" ON "exemplar" USING btree ("cod_biblioteca");--> statement-breakpoint
CREATE INDEX "multa_pessoa_idx" ON "multa" USING btree ("cod_pessoa");--> statement-breakpoint
CREATE UNIQUE INDEX "pessoa_login_idx" ON "pessoa" USING btree (lower("login"));--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_token_hash_idx" ON "refresh_token" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "refresh_token_familia_idx" ON "refresh_token" USING btree ("familia");--> statement-breakpoint
CREATE INDEX "reserva_pessoa_idx" ON "reserva" USING btree ("cod_pessoa");--> statement-breakpoint
CREATE INDEX "reserva_acervo_idx" ON "reserva" USING btree ("cod_acervo");