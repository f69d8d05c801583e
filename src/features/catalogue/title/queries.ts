// Query keys and options of a title's pages (GET /acervo/{id} and its sub-resources).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { session } from '../../../lib/session/session';

export interface KardexFilters {
  year?: number;
  codBib?: number;
  codPeriod?: string;
}

export const CITATION_STYLES = ['abnt', 'apa', 'mla', 'chicago'] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];

export const titleKeys = {
  all: () => ['title'] as const,
  detail: (id: number) => [...titleKeys.all(), id] as const,
  part: (id: number, part: string, ...rest: unknown[]) => [...titleKeys.detail(id), part, ...rest] as const,
  /** The titles the patron commented on (one cache entry per patron). */
  commentedByMe: (codPessoa: number) => [...titleKeys.all(), 'commented-by-me', codPessoa] as const,
};

const path = (id: number) => ({ params: { path: { id } } });

export const titleQueries = {
  detail: (id: number) =>
    queryOptions({
      queryKey: titleKeys.detail(id),
      queryFn: ({ signal }) => unwrap(api.GET('/acervo/{id}', { ...path(id), signal })),
    }),
  marc: (id: number) =>
    queryOptions({
      queryKey: titleKeys.part(id, 'marc'),
      queryFn: ({ signal }) => unwrap(api.GET('/acervo/{id}/marc', { ...path(id), signal })),
    }),
  copies: (id: number) =>
    queryOptions({
      queryKey: titleKeys.part(id, 'copies'),
      queryFn: ({ signal }) => unwrap(api.GET('/acervo/{id}/exemplares', { ...path(id), signal })),
    }),
  reference: (id: number, estilo: CitationStyle = 'abnt') =>
    queryOptions({
      queryKey: titleKeys.part(id, 'reference', estilo),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/acervo/{id}/referencia', { params: { path: { id }, query: { estilo } }, signal })),
    }),
  dublinCore: (id: number) =>
    queryOptions({
      queryKey: titleKeys.part(id, 'dublin-core'),
      queryFn: ({ signal }) => unwrap(api.GET('/acervo/{id}/dublin-core', { ...path(id), signal })),
    }),
  /** The oai_dc document: the contract declares JSON only, so the text is read as is. */
  dublinCoreXml: (id: number) =>
    queryOptions({
      queryKey: titleKeys.part(id, 'dublin-core', 'xml'),
      queryFn: async ({ signal }) =>
        (await unwrap(
          api.GET('/acervo/{id}/dublin-core', {
            params: { path: { id }, query: { formato: 'xml' } },
            parseAs: 'text',
            signal,
          }),
        )) as unknown as string,
    }),
  links: (id: number) =>
    queryOptions({
      queryKey: titleKeys.part(id, 'links'),
      queryFn: ({ signal }) => unwrap(api.GET('/acervo/{id}/links', { ...path(id), signal })),
    }),
  covers: (id: number) =>
    queryOptions({
      queryKey: titleKeys.part(id, 'covers'),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/vinculos/imagem', { params: { query: { cod_acervo: id, limite: 1 } }, signal })),
    }),
  summaries: (id: number) =>
    queryOptions({
      queryKey: titleKeys.part(id, 'summaries'),
      queryFn: ({ signal }) => unwrap(api.GET('/sumario/{id}/dados', { ...path(id), signal })),
    }),
  statisticsYears: (id: number) =>
    queryOptions({
      queryKey: titleKeys.part(id, 'statistics'),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/acervo/dados-estatisticos/anos', { params: { query: { cod_acervo: id } }, signal })),
    }),
  statistics: (id: number, year: number) =>
    queryOptions({
      queryKey: titleKeys.part(id, 'statistics', year),
      queryFn: ({ signal }) =>
        unwrap(
          api.GET('/acervo/dados-estatisticos/dados/{year}', {
            params: { path: { year }, query: { cod_acervo: id } },
            signal,
          }),
        ),
    }),
  comments: (id: number) =>
    queryOptions({
      queryKey: titleKeys.part(id, 'comments'),
      queryFn: ({ signal }) => unwrap(api.GET('/comentarios/acervo/{id}', { ...path(id), signal })),
    }),
  kardexPermission: (id: number) =>
    queryOptions({
      queryKey: titleKeys.part(id, 'kardex'),
      queryFn: ({ signal }) => unwrap(api.GET('/kardex/{id}/permissao', { ...path(id), signal })),
    }),
  kardexOptions: (id: number) =>
    queryOptions({
      queryKey: titleKeys.part(id, 'kardex', 'options'),
      queryFn: ({ signal }) => unwrap(api.GET('/kardex/{id}/combobox-data', { ...path(id), signal })),
    }),
  kardexIssues: (id: number, filters: KardexFilters) =>
    queryOptions({
      queryKey: titleKeys.part(id, 'kardex', 'issues', filters),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/kardex/{id}/data', { params: { path: { id }, query: filters }, signal })),
    }),
  /** The contents of one Kardex issue, read when the patron opens them. */
  kardexIssue: (id: number, codFasciculo: number) =>
    queryOptions({
      queryKey: titleKeys.part(id, 'kardex', 'item', codFasciculo),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/kardex/{id}/item', { params: { path: { id }, query: { seqPar: codFasciculo } }, signal })),
    }),
  /** The patron's own comments on a title, in any state (one cache entry per patron). */
  myComments: (id: number, codPessoa: number) =>
    queryOptions({
      queryKey: titleKeys.part(id, 'my-comments', codPessoa),
      queryFn: ({ signal }) => unwrap(api.GET('/comentarios/usuario/acervo/{id}', { ...path(id), signal })),
    }),
  /** The titles the patron commented on, with how many comments and how many await approval. */
  commentedByMe: (codPessoa: number) =>
    queryOptions({
      queryKey: titleKeys.commentedByMe(codPessoa),
      queryFn: ({ signal }) => unwrap(api.GET('/comentarios/usuario/acervos', { signal })),
    }),
  archive: (id: number) =>
    queryOptions({
      queryKey: titleKeys.part(id, 'archive'),
      queryFn: ({ signal }) => unwrap(api.GET('/dados-armazem', { params: { query: { cod_acervo: id } }, signal })),
    }),
};

/** Deletes one of the patron's comments; the title's comment lists refetch. */
export async function deleteMyComment(queryClient: QueryClient, codAcervo: number, codComentario: number): Promise<void> {
  await unwrap(api.DELETE('/comentarios/usuario/{id}', { params: { path: { id: codComentario } } }));
  await Promise.all([
    ...['my-comments', 'comments'].map((part) => queryClient.invalidateQueries({ queryKey: titleKeys.part(codAcervo, part) })),
    queryClient.invalidateQueries({ queryKey: [...titleKeys.all(), 'commented-by-me'] }),
  ]);
}

/** Counts a visit to an online link (spec §7); a failure is ignored on purpose (spec §7). */
export function recordLinkAccess(codAcervo: number, seqParagrafo: number, url: string): void {
  const userId = session.get().user;
  api
    .POST('/vinculos/estatistica-acesso', {
      body: {
        cod_acervo: codAcervo,
        seq_paragrafo: seqParagrafo,
        url,
        user_id: userId ? userId.cod_pessoa : null,
        browser: navigator.userAgent.slice(0, 200),
      },
    })
    .catch(() => undefined);
}
