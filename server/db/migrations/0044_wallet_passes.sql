CREATE TABLE "passe_carteira" (
	"serial" text PRIMARY KEY NOT NULL,
	"cod_pessoa" integer NOT NULL,
	"token" text NOT NULL,
	"idioma" text DEFAULT '1' NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passe_dispositivo" (
	"dispositivo" text NOT NULL,
	"serial" text NOT NULL,
	"push_token" text NOT NULL,
	"registrado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passe_dispositivo_dispositivo_serial_pk" PRIMARY KEY("dispositivo","serial")
);
--> statement-breakpoint
ALTER TABLE "passe_carteira" ADD CONSTRAINT "passe_carteira_cod_pessoa_pessoa_cod_pessoa_fk" FOREIGN KEY ("cod_pessoa") REFERENCES "public"."pessoa"("cod_pessoa") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passe_dispositivo" ADD CONSTRAINT "passe_dispositivo_serial_passe_carteira_serial_fk" FOREIGN KEY ("serial") REFERENCES "public"."passe_carteira"("serial") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "passe_carteira_pessoa_idx" ON "passe_carteira" USING btree ("cod_pessoa");--> statement-breakpoint
CREATE INDEX "passe_carteira_atualizado_idx" ON "passe_carteira" USING btree ("atualizado_em");--> statement-breakpoint
CREATE INDEX "passe_dispositivo_serial_idx" ON "passe_dispositivo" USING btree ("serial");--> statement-breakpoint
-- Written by hand: a wallet pass shows the card holder's name and category, the next due date
-- and the holds ready to collect, so whatever changes those (the desk, renewals, SIP2, the jobs,
-- a CSV load) moves its holder's pass's atualizado_em, which the devices' "what changed since"
-- reads. A patron without a pass costs one index probe.
CREATE OR REPLACE FUNCTION passe_carteira_mudou() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE passe_carteira SET atualizado_em = clock_timestamp()
  WHERE cod_pessoa = NEW.cod_pessoa OR cod_pessoa = OLD.cod_pessoa;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER passe_carteira_emprestimo AFTER INSERT OR DELETE OR UPDATE OF data_devolucao_prevista, hora_devolucao_prevista, data_devolucao, cod_pessoa
  ON emprestimo FOR EACH ROW EXECUTE FUNCTION passe_carteira_mudou();
--> statement-breakpoint
CREATE TRIGGER passe_carteira_reserva AFTER INSERT OR DELETE OR UPDATE OF situacao, data_limite, cod_pessoa
  ON reserva FOR EACH ROW EXECUTE FUNCTION passe_carteira_mudou();
--> statement-breakpoint
CREATE TRIGGER passe_carteira_pessoa AFTER UPDATE OF nome, login, categoria
  ON pessoa FOR EACH ROW EXECUTE FUNCTION passe_carteira_mudou();
