/**
 * Third-party providers (issue 25 item 4, spec §7/§8): restricted e-books of a title's 856
 * links (Pearson, Grupo A's Minha Biblioteca, Target GEDWeb, by the address's host), the
 * ABNT collection, Target's standards search, Grupo A's session hand-over and Eventum's
 * events. Each access is counted in acesso_link (a failure to count is ignored, §7).
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ProviderName } from '../../../config';
import type { AppContext } from '../../../context';
import { one } from '../../../db/query';
import { notFound, unauthorized, unprocessable } from '../../../http/errors';
import type { RequestBody, ResponseBody } from '../../../http/handlers';
import { titleRecord } from '../../catalogue';
import { linksOf, recordLinkAccess, supplierOf } from '../../catalogue';
import { NOT_CONFIGURED, fetchList, requestAccess, type Access } from './client';

type AccessClient = RequestBody<'openRestrictedLink'>;
const DOCUMENT_SERVICE = 'error.document-service-unavailable' as const;

function providerOf(ctx: AppContext, name: ProviderName) {
  const provider = ctx.config.providers[name];
  if (!provider) throw unprocessable(NOT_CONFIGURED);
  return provider;
}

/** The patron as providers know them: by CPF (§8 'no CPF registered' without one). */
async function patron(ctx: AppContext, codPessoa: number) {
  const row = await one<{ login: string; nome: string; email: string | null; cpf: string | null }>(ctx.database.db, sql`
    SELECT login, nome, email, nullif(regexp_replace(coalesce(dados_pessoais->>'cpf', ''), '\\D', '', 'g'), '') AS cpf
      FROM pessoa WHERE cod_pessoa = ${codPessoa}`);
  if (!row) throw unauthorized();
  if (!row.cpf) throw unprocessable('error.no-cpf');
  return { login: row.login, nome: row.nome, email: row.email, cpf: row.cpf };
}

interface Counted { log: FastifyBaseLogger; client?: Partial<AccessClient>; codAcervo?: number; seq?: number }

async function access(ctx: AppContext, codPessoa: number, name: ProviderName, documento: string, counted: Counted, sessionid?: string): Promise<Access> {
  const provider = providerOf(ctx, name);
  const person = await patron(ctx, codPessoa);
  const granted = await requestAccess(provider, ctx.config.providers.timeoutMs, { documento, ...person, sessionid }, DOCUMENT_SERVICE);
  await recordLinkAccess(ctx, counted.log, {
    cod_acervo: counted.codAcervo, seq_paragrafo: counted.seq, url: granted.url, fornecedor: name, codPessoa,
    browser: counted.client?.browser, device: counted.client?.device, os: counted.client?.os,
  });
  return granted;
}

export async function openRestrictedLink(
  ctx: AppContext, log: FastifyBaseLogger, codPessoa: number, codAcervo: number, seq: number, client: AccessClient,
): Promise<ResponseBody<'openRestrictedLink'>> {
  const link = linksOf((await titleRecord(ctx, codAcervo)).marc).find((l) => l.seq_paragrafo === seq);
  if (!link) throw notFound('error.link-not-found');
  const supplier = supplierOf(link.url);
  if (!supplier) {
    // An open address: nothing to negotiate, only to count.
    await recordLinkAccess(ctx, log, { cod_acervo: codAcervo, seq_paragrafo: seq, url: link.url, codPessoa, ...client });
    return { url: link.url };
  }
  const granted = await access(ctx, codPessoa, supplier, link.url, { log, client, codAcervo, seq });
  if (supplier === 'pearson') return { pearson: true, dados: { url: granted.url, campos: granted.campos ?? {} } };
  return { url: granted.url };
}

export async function documentLink(ctx: AppContext, log: FastifyBaseLogger, codPessoa: number, name: 'abnt' | 'target', id: string) {
  const granted = await access(ctx, codPessoa, name, id, { log });
  return { url: granted.url };
}

export async function grupoALink(ctx: AppContext, log: FastifyBaseLogger, codPessoa: number, sessionid: string) {
  const granted = await access(ctx, codPessoa, 'grupoa', '', { log }, sessionid);
  return { url: granted.url };
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const day = (v: unknown): string | null => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);
const time = (v: unknown): string | null => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v).toISOString() : null);

/** Target GEDWeb's standards; an empty list when the library has no Target subscription. */
export async function targetProducts(ctx: AppContext, termo: string): Promise<ResponseBody<'searchTargetProducts'>> {
  const provider = ctx.config.providers.target;
  if (!provider) return [];
  const list = await fetchList(provider, `/produtos?termo=${encodeURIComponent(termo)}`, ctx.config.providers.timeoutMs, DOCUMENT_SERVICE);
  return list.flatMap((item) => {
    const p = (item ?? {}) as Record<string, unknown>;
    const id = text(p.id) ?? (typeof p.id === 'number' ? String(p.id) : null);
    const titulo = text(p.titulo);
    return id && titulo ? [{ id, titulo, codigo: text(p.codigo), tipo: text(p.tipo), data_publicacao: day(p.data_publicacao) }] : [];
  }).slice(0, 200);
}

/** Eventum's events; an empty list when the institution does not use Eventum. */
export async function eventumEvents(ctx: AppContext): Promise<ResponseBody<'listEventumEvents'>> {
  const provider = ctx.config.providers.eventum;
  if (!provider) return [];
  const list = await fetchList(provider, '/eventos', ctx.config.providers.timeoutMs, 'error.events-service-unavailable');
  return list.flatMap((item) => {
    const e = (item ?? {}) as Record<string, unknown>;
    const id = text(e.id) ?? (typeof e.id === 'number' ? String(e.id) : null);
    const titulo = text(e.titulo);
    const inicio = time(e.data_inicio);
    const link = text(e.link);
    return id && titulo && inicio ? [{
      id, titulo, descricao: text(e.descricao), data_inicio: inicio, data_fim: time(e.data_fim), local: text(e.local),
      link: link && /^https?:\/\//i.test(link) ? link : null,
    }] : [];
  }).slice(0, 200);
}
