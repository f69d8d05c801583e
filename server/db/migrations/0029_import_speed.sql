-- Import speed (issue 27 item 5): the MARC record (jsonb, ~3.6 KB of text a title) was
-- compressed with pglz on every write, a third of the database's work per imported record on
-- the embedded database. PostgreSQL built with lz4 (Debian's is) compresses it with lz4
-- instead, several times cheaper for about the same size; PGlite has no lz4, so there the
-- record is stored uncompressed (out of line, about twice the disk). Rows already written
-- keep their form until they are written again; reading is the same either way.
DO $$ BEGIN
  ALTER TABLE "acervo" ALTER COLUMN "marc" SET COMPRESSION lz4;
  ALTER TABLE "autoridade" ALTER COLUMN "marc" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value OR undefined_object THEN
  ALTER TABLE "acervo" ALTER COLUMN "marc" SET STORAGE EXTERNAL;
  ALTER TABLE "autoridade" ALTER COLUMN "marc" SET STORAGE EXTERNAL;
END $$;
