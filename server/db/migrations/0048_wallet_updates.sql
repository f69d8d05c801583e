ALTER TABLE "passe_carteira" ADD COLUMN "google_link_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "passe_carteira" ADD COLUMN "google_enviado_ate" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "passe_carteira" ADD COLUMN "google_tentativas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "passe_carteira" ADD COLUMN "google_proxima_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "passe_carteira" ADD COLUMN "google_reservado_ate" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "passe_dispositivo" ADD COLUMN "avisado_ate" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "passe_dispositivo" ADD COLUMN "tentativas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "passe_dispositivo" ADD COLUMN "proxima_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "passe_dispositivo" ADD COLUMN "reservado_ate" timestamp with time zone;--> statement-breakpoint
-- Written by hand: a device registered before pushes existed has the pass as it was then; a
-- change after that is pushed.
UPDATE "passe_dispositivo" d SET "avisado_ate" = d."registrado_em";
