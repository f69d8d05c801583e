-- Payments a provider reported (PIX, PagTesouro) are bank money, outside the desks' closing (issue 39).
ALTER TABLE "pagamento" ADD COLUMN "pelo_banco" boolean DEFAULT false NOT NULL;
