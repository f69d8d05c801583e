ALTER TABLE "alerta" ALTER COLUMN "titulo" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alerta" ALTER COLUMN "mensagem" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alerta" ALTER COLUMN "url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "alerta" ADD COLUMN "parametros" jsonb;