/** Online links (856) and covers of titles; the default cover; link-access records. */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../../context';
import { exec, rows } from '../../../db/query';
import type { ResponseBody } from '../../../http/handlers';
import { dataFields, firstSubfield } from '../../../marc/fields';
import type { MarcRecord } from '../../../marc/types';
import { titleRecord } from '../core';

type TitleLink = ResponseBody<'getTitleLinks'>[number];

const RELATION: Record<string, TitleLink['relacao']> = { '0': 'recurso', '1': 'versao', '2': 'relacionado' };

/** Providers whose addresses only work through POST /vinculos/acesso-restrito (the server builds the access). */
const SUPPLIER_HOSTS: [RegExp, 'pearson' | 'grupoa' | 'target'][] = [
  [/(^|\.)(bvirtual\.com\.br|digitalpages\.com\.br)$/i, 'pearson'],
  [/(^|\.)minhabiblioteca\.com\.br$/i, 'grupoa'],
  [/(^|\.)gedweb\.com\.br$/i, 'target'],
];

const hostOf = (url: string) => { try { return new URL(url).hostname; } catch { return ''; } };

/** The e-book supplier behind a restricted address, or null for an open link. */
export function supplierOf(url: string): 'pearson' | 'grupoa' | 'target' | null {
  const host = hostOf(url);
  return SUPPLIER_HOSTS.find(([pattern]) => pattern.test(host))?.[1] ?? null;
}

/** Every 856 with an address; seq_paragrafo counts 856 fields from 1, with or without $u, as the record holds them. */
export function linksOf(record: MarcRecord): TitleLink[] {
  return dataFields(record, '856').flatMap((field, i) => {
    const url = firstSubfield(field, 'u')?.trim();
    if (!url) return [];
    const materiais = firstSubfield(field, '3')?.trim() || null;
    const texto = firstSubfield(field, 'y')?.trim() || null;
    const nota = firstSubfield(field, 'z')?.trim() || null;
    return [{
      seq_paragrafo: i + 1, url, descricao: texto ?? materiais ?? nota, materiais, texto_link: texto, nota,
      relacao: RELATION[field.ind2] ?? 'sem_informacao', acesso_restrito: supplierOf(url) !== null,
    }];
  });
}

export async function titleLinks(ctx: AppContext, id: number): Promise<ResponseBody<'getTitleLinks'>> {
  return linksOf((await titleRecord(ctx, id)).marc);
}

/** Links of the titles of a result page; unknown codes are left out (a result list may be stale). */
export async function resultLinks(ctx: AppContext, codes: string[]): Promise<ResponseBody<'listResultLinks'>> {
  const ids = [...new Set(codes.map(Number))].filter((n) => Number.isSafeInteger(n) && n > 0 && n <= 2147483647).slice(0, 200);
  if (ids.length === 0) return [];
  const found = await rows<{ cod_acervo: number; marc: MarcRecord }>(ctx.database.db, sql`
    SELECT cod_acervo, marc FROM acervo WHERE cod_acervo = ANY(${sql.param(ids)}::int[])`);
  const byId = new Map(found.map((r) => [r.cod_acervo, r.marc]));
  return ids.filter((id) => byId.has(id)).map((id) => ({ cod_acervo: id, links: linksOf(byId.get(id)!) }));
}

const IMAGE_URL = /\.(jpe?g|png|gif|webp|svg)(\?|$)/i;
const COVER_HINT = /cover|capa|portada|couverture|copertina/i;

/** The cover column first, then 856 links that name a cover or point at an image. */
export async function coverImages(ctx: AppContext, id: number, limit = 1): Promise<ResponseBody<'listCoverImages'>> {
  const row = await titleRecord(ctx, id);
  const covers: ResponseBody<'listCoverImages'> = [];
  if (row.link_capa) covers.push({ url: row.link_capa, descricao: null });
  for (const field of dataFields(row.marc, '856')) {
    const url = firstSubfield(field, 'u')?.trim();
    const label = firstSubfield(field, '3') ?? firstSubfield(field, 'y') ?? '';
    if (url && (COVER_HINT.test(label) || IMAGE_URL.test(url)) && !covers.some((c) => c.url === url)) covers.push({ url, descricao: label.trim() || null });
  }
  return covers.slice(0, limit);
}

/** The PWA ships its default cover (public/capa-padrao.svg). */
export const DEFAULT_COVER = '/capa-padrao.svg';

/** One access to a link or a provider (spec §7's statistics); a failure to store it is ignored, as §7 asks. */
export interface LinkAccess {
  cod_acervo?: number | null; seq_paragrafo?: number | null; url?: string | null; fornecedor?: string | null;
  codPessoa: number | null; browser?: string | null; device?: string | null; os?: string | null;
}

export async function recordLinkAccess(ctx: AppContext, log: FastifyBaseLogger, access: LinkAccess): Promise<void> {
  try {
    await exec(ctx.database.db, sql`
      INSERT INTO acesso_link (cod_acervo, seq_paragrafo, url, fornecedor, cod_pessoa, browser, device, os)
      VALUES (${access.cod_acervo ?? null}, ${access.seq_paragrafo ?? null}, ${access.url ?? null}, ${access.fornecedor ?? null},
              ${access.codPessoa}, ${access.browser ?? null}, ${access.device ?? null}, ${access.os ?? null})`);
  } catch (error) {
    log.warn({ err: error }, 'link access not recorded');
  }
}
