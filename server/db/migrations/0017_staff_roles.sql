ALTER TABLE "pessoa" ADD COLUMN "permissoes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- By hand: only the known staff roles (server/http/caller-types.ts STAFF_ROLES).
ALTER TABLE "pessoa" ADD CONSTRAINT "pessoa_permissoes_known" CHECK ("permissoes" <@ ARRAY['circulation','cataloguing','patrons','admin','reports']::text[]);--> statement-breakpoint
-- By hand: staff before roles existed could do everything; they keep that (admin implies all).
UPDATE "pessoa" SET "permissoes" = ARRAY['admin']::text[] WHERE "papel" = 'bibliotecario';
