/**
 * A title's record replaced from a MARC file of one record, and its cover set from an
 * uploaded image (issue 23 item 3). The record goes through the importer's own reader and
 * extractor and is written over the same row (server/import/replace-title.ts), so the
 * title keeps its cod_acervo, copies, loans and holds. A cover is an upload, not an
 * address: it is stored in `capa_acervo` and served by this server (getTitleCover).
 */
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { exec, one, transaction } from '../../../db/query';
import { HttpError, notFound, unprocessable } from '../../../http/errors';
import type { ResponseBody } from '../../../http/handlers';
import { replaceTitleRow } from '../../../import/replace-title';
import { extractTitle, isAuthority } from '../../../marc/extract';
import { readMarc } from '../../../marc/read';
import type { MarcRecord } from '../../../marc/types';
import { recordAudit } from '../../platform';
import { lockTitle } from '../core';

export const MAX_RECORD_BYTES = 512 * 1024;
export const MAX_COVER_BYTES = 1024 * 1024;

const decode = (base64: string) => Buffer.from(base64.replace(/\s+/g, ''), 'base64');

/** The one bibliographic record of a file, or the 422 key of why not. */
export async function oneRecordOf(bytes: Uint8Array): Promise<MarcRecord> {
  if (bytes.length === 0 || bytes.length > MAX_RECORD_BYTES) throw unprocessable('error.marc-unreadable');
  const found: MarcRecord[] = [];
  try {
    for await (const { record } of readMarc(bytes)) {
      if (record) found.push(record);
      if (found.length > 1) throw unprocessable('error.marc-not-one-record');
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unprocessable('error.marc-unreadable');
  }
  if (found.length === 0) throw unprocessable('error.marc-unreadable');
  if (isAuthority(found[0])) throw unprocessable('error.marc-not-bibliographic');
  return found[0];
}

export async function replaceRecord(ctx: AppContext, autor: number, codAcervo: number, arquivo: string): Promise<ResponseBody<'replaceTitleRecord'>> {
  const record = await oneRecordOf(decode(arquivo));
  let values;
  try {
    values = extractTitle(record);
  } catch {
    throw unprocessable('error.marc-unreadable');
  }
  return transaction(ctx, async (tx) => {
    if (!(await lockTitle(tx, codAcervo))) throw notFound('error.title-not-found');
    const before = (await one<{ numero_controle: string; titulo: string; autor: string | null }>(tx, sql`
      SELECT numero_controle, titulo, autor FROM acervo WHERE cod_acervo = ${codAcervo}`))!;
    const other = await one(tx, sql`SELECT 1 FROM acervo WHERE numero_controle = ${values.numeroControle} AND cod_acervo <> ${codAcervo}`);
    if (other) throw unprocessable('error.marc-control-number-taken');
    await replaceTitleRow(tx, codAcervo, values);
    const copies = (await one<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM exemplar WHERE cod_acervo = ${codAcervo}`))!.n;
    await recordAudit(tx, {
      autor, acao: 'title.replace', alvoTipo: 'acervo', alvoId: codAcervo,
      antes: before, depois: { numero_controle: values.numeroControle, titulo: values.titulo, autor: values.autor },
    });
    return { cod_acervo: codAcervo, titulo: values.titulo, autor: values.autor, exemplares: copies };
  });
}

/** The image type of a file by its first bytes, or null for anything else. */
export function imageTypeOf(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export async function setCover(ctx: AppContext, autor: number, codAcervo: number, imagem: string): Promise<ResponseBody<'setTitleCover'>> {
  const bytes = decode(imagem);
  if (bytes.length > MAX_COVER_BYTES) throw unprocessable('error.cover-too-large');
  const type = imageTypeOf(bytes);
  if (!type) throw unprocessable('error.cover-type');
  return transaction(ctx, async (tx) => {
    if (!(await lockTitle(tx, codAcervo))) throw notFound('error.title-not-found');
    const before = (await one<{ link_capa: string | null }>(tx, sql`SELECT link_capa FROM acervo WHERE cod_acervo = ${codAcervo}`))!;
    const saved = (await one<{ versao: string }>(tx, sql`
      INSERT INTO capa_acervo (cod_acervo, tipo, dados) VALUES (${codAcervo}, ${type}, ${bytes})
      ON CONFLICT (cod_acervo) DO UPDATE SET tipo = excluded.tipo, dados = excluded.dados, atualizado_em = now()
      RETURNING (extract(epoch FROM atualizado_em) * 1000)::bigint::text AS versao`))!;
    const link = `/api/acervo/${codAcervo}/capa?v=${saved.versao}`;
    await exec(tx, sql`UPDATE acervo SET link_capa = ${link} WHERE cod_acervo = ${codAcervo}`);
    await recordAudit(tx, { autor, acao: 'title.cover', alvoTipo: 'acervo', alvoId: codAcervo, antes: before, depois: { link_capa: link, tipo: type, bytes: bytes.length } });
    return { link_capa: link };
  });
}

/** The uploaded cover, or null when the title has none (the provider's may then answer). */
export async function coverOf(ctx: AppContext, codAcervo: number): Promise<{ tipo: string; dados: Buffer } | null> {
  const row = await one<{ tipo: string; dados: Buffer | Uint8Array }>(ctx.database.db, sql`
    SELECT tipo, dados FROM capa_acervo WHERE cod_acervo = ${codAcervo}`);
  return row ? { tipo: row.tipo, dados: Buffer.from(row.dados) } : null;
}
