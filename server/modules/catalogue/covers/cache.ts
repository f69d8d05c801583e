/**
 * Covers from the provider, served from our origin (issue 26 item 6). The image is fetched
 * by the server once and kept on disk (COVER_CACHE_DIR); what is known about each title's
 * cover lives in `capa_externa`, shared by every API process:
 * - `ok`: the file's name, type, size and ETag; `acessado_em` is touched on each view, and
 *   when the files pass COVER_CACHE_MAX_MB the least recently viewed are deleted (the next
 *   view fetches again);
 * - `nenhuma`: the provider has none (kept COVER_NEGATIVE_TTL_HOURS) or failed (kept
 *   COVER_ERROR_TTL_MINUTES); meanwhile link_capa_de() offers no address, so the PWA shows
 *   its icon without a request, and a direct request answers 404 without asking;
 * - `buscando`: one process is fetching. Concurrent requests for one cover wait for that
 *   fetch (in this process by sharing its promise; in another by reading the row) instead
 *   of asking the provider again.
 */
import { sha256Hex } from '../../../core/hash';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { CoverSettings } from '../../../config';
import type { AppContext } from '../../../context';
import type { Database } from '../../../db/connect';
import { exec, one, rows } from '../../../db/query';
import { notFound } from '../../../http/errors';
import { coverAddress, EXTENSIONS, fetchCover, needs, templateOf, type CoverType } from './provider';

export interface CachedCover { type: string; bytes: Buffer; etag: string }

interface Row { origem: string; estado: string; tipo: string | null; arquivo: string | null; etag: string | null; vigente: boolean; recente: boolean }

/** Writes this server's provider into the database, where link_capa_de() reads it (once at start). */
export async function registerCoverProvider(database: Database, settings: CoverSettings): Promise<void> {
  const need = needs(templateOf(settings));
  await exec(database.db, sql`
    INSERT INTO capa_fornecedor (id, nome, precisa_isbn, precisa_issn) VALUES (true, ${settings.provider}, ${need.isbn}, ${need.issn})
    ON CONFLICT (id) DO UPDATE SET nome = excluded.nome, precisa_isbn = excluded.precisa_isbn, precisa_issn = excluded.precisa_issn`);
}

const NONE = () => notFound('error.cover-not-found');

/** Fetches in flight in this process, by cache folder and title. */
const inFlight = new Map<string, Promise<CachedCover | null>>();

/** The provider's cover of a title, from the cache or fetched now; 404 when there is none. */
export async function providerCover(ctx: AppContext, codAcervo: number): Promise<CachedCover> {
  const settings = ctx.config.covers;
  const template = templateOf(settings);
  if (!template) throw NONE();
  const title = await one<{ cod_acervo: number; isbn: string[]; issn: string[] }>(ctx.database.db, sql`
    SELECT cod_acervo, isbn, issn FROM acervo WHERE cod_acervo = ${codAcervo}`);
  const address = title && coverAddress(template, title);
  if (!address) throw NONE();
  const key = `${settings.cacheDir}\u0000${codAcervo}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = lookup(ctx, settings, codAcervo, address).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  const cover = await pending;
  if (!cover) throw NONE();
  return cover;
}

const rowOf = (ctx: AppContext, codAcervo: number, settings: CoverSettings) => one<Row>(ctx.database.db, sql`
  SELECT origem, estado, tipo, arquivo, etag, coalesce(expira_em > now(), false) AS vigente,
    buscado_em > now() - make_interval(secs => ${(settings.timeoutMs * 2) / 1000}) AS recente
  FROM capa_externa WHERE cod_acervo = ${codAcervo}`);

async function lookup(ctx: AppContext, settings: CoverSettings, codAcervo: number, address: string): Promise<CachedCover | null> {
  const deadline = Date.now() + settings.timeoutMs * 2 + 1000;
  for (;;) {
    const row = await rowOf(ctx, codAcervo, settings);
    if (row && row.origem === address) {
      if (row.estado === 'ok' && row.arquivo) {
        const bytes = await readFile(path.join(settings.cacheDir, row.arquivo)).catch(() => null);
        if (bytes) {
          await exec(ctx.database.db, sql`UPDATE capa_externa SET acessado_em = clock_timestamp() WHERE cod_acervo = ${codAcervo}`);
          return { type: row.tipo!, bytes, etag: row.etag! };
        }
        // The file went (evicted by another process, or the folder was cleared): fetch again.
      } else if (row.estado === 'nenhuma' && row.vigente) {
        return null;
      } else if (row.estado === 'buscando' && row.recente) {
        // Another process is fetching it: wait for its answer rather than ask twice.
        if (Date.now() > deadline) return null;
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
    }
    // Claim the fetch; a process that loses the race waits for the winner's answer.
    const claimed = await one<{ cod_acervo: number }>(ctx.database.db, sql`
      INSERT INTO capa_externa (cod_acervo, origem, estado, buscado_em) VALUES (${codAcervo}, ${address}, 'buscando', now())
      ON CONFLICT (cod_acervo) DO UPDATE SET origem = excluded.origem, estado = 'buscando', buscado_em = now()
        WHERE capa_externa.estado <> 'buscando' OR capa_externa.buscado_em <= now() - make_interval(secs => ${(settings.timeoutMs * 2) / 1000})
      RETURNING cod_acervo`);
    if (!claimed) {
      if (Date.now() > deadline) return null;
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    try {
      return await fetchAndStore(ctx, settings, codAcervo, address, row?.arquivo ?? null);
    } catch (error) {
      // The disk or the database failed us: no cover this time (remembered briefly), never a 5xx.
      await exec(ctx.database.db, sql`
        UPDATE capa_externa SET estado = 'nenhuma', arquivo = NULL, bytes = 0, motivo = ${`store: ${(error as Error).message}`.slice(0, 200)},
          expira_em = now() + make_interval(secs => ${settings.errorTtlSeconds})
        WHERE cod_acervo = ${codAcervo}`).catch(() => {});
      return null;
    }
  }
}

async function fetchAndStore(ctx: AppContext, settings: CoverSettings, codAcervo: number, address: string, previous: string | null): Promise<CachedCover | null> {
  const fetched = await fetchCover(address, { timeoutMs: settings.timeoutMs, maxBytes: settings.maxImageBytes });
  if (previous) await rm(path.join(settings.cacheDir, previous), { force: true });
  if (fetched.kind !== 'image') {
    const ttl = fetched.kind === 'none' ? settings.negativeTtlSeconds : settings.errorTtlSeconds;
    await exec(ctx.database.db, sql`
      UPDATE capa_externa SET estado = 'nenhuma', tipo = NULL, bytes = 0, arquivo = NULL, etag = NULL,
        motivo = ${fetched.kind === 'none' ? 'none' : fetched.reason}, expira_em = now() + make_interval(secs => ${ttl})
      WHERE cod_acervo = ${codAcervo}`);
    return null;
  }
  const hash = sha256Hex(fetched.bytes);
  const etag = `"${hash.slice(0, 32)}"`;
  const file = `${codAcervo}-${hash.slice(0, 16)}.${EXTENSIONS[fetched.type as CoverType]}`;
  await mkdir(settings.cacheDir, { recursive: true });
  const temporary = path.join(settings.cacheDir, `.${file}.${process.pid}.tmp`);
  await writeFile(temporary, fetched.bytes);
  await rename(temporary, path.join(settings.cacheDir, file));
  await exec(ctx.database.db, sql`
    UPDATE capa_externa SET estado = 'ok', tipo = ${fetched.type}, bytes = ${fetched.bytes.length}, arquivo = ${file}, etag = ${etag},
      motivo = NULL, expira_em = NULL, acessado_em = clock_timestamp()
    WHERE cod_acervo = ${codAcervo}`);
  await evict(ctx, settings);
  return { type: fetched.type, bytes: fetched.bytes, etag };
}

/** Deletes the least recently viewed covers until the files fit COVER_CACHE_MAX_MB. */
export async function evict(ctx: AppContext, settings: CoverSettings): Promise<number> {
  const total = (await one<{ total: number }>(ctx.database.db, sql`
    SELECT coalesce(sum(bytes), 0)::bigint::float8 AS total FROM capa_externa WHERE estado = 'ok'`))!.total;
  if (total <= settings.cacheMaxBytes) return 0;
  // The oldest views first, as many as it takes to come under the limit (those whose views
  // before them do not yet make up the excess).
  const excess = total - settings.cacheMaxBytes;
  const gone = await rows<{ arquivo: string | null }>(ctx.database.db, sql`
    DELETE FROM capa_externa WHERE estado = 'ok' AND cod_acervo IN (
      SELECT cod_acervo FROM (
        SELECT cod_acervo, sum(bytes) OVER (ORDER BY acessado_em, cod_acervo) - bytes AS antes
        FROM capa_externa WHERE estado = 'ok') v
      WHERE antes < ${excess})
    RETURNING arquivo`);
  for (const { arquivo } of gone) if (arquivo) await rm(path.join(settings.cacheDir, arquivo), { force: true });
  return gone.length;
}
