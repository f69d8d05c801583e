/** Online links (856) and covers of titles; the default cover; link-access records. */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { rows } from '../../db/query';
import type { RequestBody, ResponseBody } from '../../http/handlers';
import { dataFields, firstSubfield } from '../../marc/fields';
import type { MarcRecord } from '../../marc/types';
import { titleRecord } from '../../catalogue';

type TitleLink = ResponseBody<'getTitleLinks'>[number];

const RELATION: Record<string, TitleLink['relacao']> = { '0': 'recurso', '1': 'versao', '2': 'relacionado' };

/** Providers whose addresses only work through POST /vinculos/acesso-restrito (the server builds the access). */
const RESTRICTED_HOSTS = /(^|\.)(bvirtual\.com\.br|digitalpages\.com\.br|minhabiblioteca\.com\.br|gedweb\.com\.br)$/i;

const hostOf = (url: string) => { try { return new URL(url).hostname; } catch { return ''; } };

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
      relacao: RELATION[field.ind2] ?? 'sem_informacao', acesso_restrito: RESTRICTED_HOSTS.test(hostOf(url)),
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

/** No table holds link accesses yet: one structured log line per access is the record. */
export function recordLinkAccess(log: FastifyBaseLogger, access: RequestBody<'recordLinkAccess'>, codPessoa: number | null): void {
  log.info({ linkAccess: { ...access, user_id: codPessoa ?? access.user_id ?? null } }, 'link access');
}

