-- Issue 39: payments a provider reported (PIX, PagTesouro) are bank money, outside the desks' closing; a PIX charge with a due date (cobv).
ALTER TABLE "cobranca_pix" ADD COLUMN "tipo" text DEFAULT 'cob' NOT NULL;--> statement-breakpoint
ALTER TABLE "cobranca_pix" ADD COLUMN "vencimento" date;--> statement-breakpoint
ALTER TABLE "pagamento" ADD COLUMN "pelo_banco" boolean DEFAULT false NOT NULL;