// Requests to the library (issue 24 item 3; spec §1 Requests, Bibliographic switching,
// Bibliographic survey, Catalogue card, Specialized search; §7 /solicitacoes): the patron's
// list over every kind, the forms' sends, the draft card's PDF, and the staff queue.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components, operations } from '../../../../openapi/schema.gen';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { asOutcome, type Outcome } from '../../../api/outcome';
import { saveBlob } from '../../../components/download-file';

export type RequestSummary = components['schemas']['RequestSummary'];
export type RequestKind = operations['listRequests']['parameters']['path']['type'];
export type RequestStatusFilter = NonNullable<NonNullable<operations['listRequests']['parameters']['query']>['status']>;
export type DeskRequest = components['schemas']['DeskRequest'];
export type RequestStep = components['schemas']['DeskRequestUpdate']['situacao'];
export type CopyType = operations['createDocumentCopyRequest']['parameters']['path']['type'];
export type CatalogueCardForm = components['schemas']['CatalogueCardRequest'];

export interface RequestFilters { status?: RequestStatusFilter; dataIni?: string; dataFim?: string }

export const libraryRequestKeys = {
  all: () => ['library-requests'] as const,
  lists: () => [...libraryRequestKeys.all(), 'list'] as const,
  list: (filters: RequestFilters = {}) => [...libraryRequestKeys.lists(), filters] as const,
  formData: () => [...libraryRequestKeys.all(), 'form-data'] as const,
};

export const libraryRequestQueries = {
  list: (filters: RequestFilters = {}) =>
    queryOptions({
      queryKey: libraryRequestKeys.list(filters),
      queryFn: ({ signal }) =>
        unwrap(api.GET('/solicitacoes/{type}', { params: { path: { type: 'todas' }, query: filters }, signal })),
    }),
  /** The libraries to choose from, the network institutions and the patron's contact (every form uses the libraries). */
  formData: () =>
    queryOptions({
      queryKey: libraryRequestKeys.formData(),
      queryFn: ({ signal }) => unwrap(api.GET('/solicitacoes/emprestimo-inter-bibliotecas/dados', { signal })),
      staleTime: 10 * 60_000,
    }),
};

type Created = components['schemas']['RequestCreated'];
export type FormKind = 'artigo' | 'tese' | 'parte-documento' | 'levantamento' | 'ficha' | 'pesquisa' | 'inter-bibliotecas' | 'armazem';

/** Sends one form; the server's 422 (a §5 rule, a blank field) is the form's to show. Lists refetch either way. */
export async function sendRequest(queryClient: QueryClient, kind: FormKind, body: Record<string, unknown>, codBiblioteca?: number): Promise<Outcome<Created>> {
  const call = (): Promise<Created> => {
    switch (kind) {
      case 'artigo':
      case 'tese':
      case 'parte-documento':
        return unwrap(api.POST('/solicitacoes/comutacao-bibliografica/{type}', { params: { path: { type: kind } }, body: body as never }));
      case 'levantamento': return unwrap(api.POST('/solicitacoes/levantamento-bibliografico', { body: body as never }));
      case 'ficha': return unwrap(api.POST('/solicitacoes/ficha-catalografica', { body: body as never }));
      case 'pesquisa': return unwrap(api.POST('/solicitacoes/pesquisa-especializada', { body: body as never }));
      case 'inter-bibliotecas': return unwrap(api.POST('/solicitacoes/emprestimo-inter-bibliotecas', { body: body as never }));
      case 'armazem':
        return unwrap(api.POST('/gravar-armazem', { params: { query: { cod_biblioteca: codBiblioteca ?? 0 } }, body: body as never }));
    }
  };
  try {
    return await asOutcome(call());
  } finally {
    await queryClient.invalidateQueries({ queryKey: libraryRequestKeys.lists() });
  }
}

/** The draft card as a PDF download; a 422 comes back as the form's answer. */
export async function downloadDraftCard(body: CatalogueCardForm): Promise<Outcome<true>> {
  return asOutcome(
    unwrap(api.POST('/solicitacoes/ficha-catalografica/rascunho', { body, parseAs: 'blob' })).then((blob) => {
      saveBlob(blob as unknown as Blob, 'ficha-catalografica-rascunho.pdf');
      return true as const;
    }),
  );
}

export async function moveRequest(queryClient: QueryClient, id: number, situacao: RequestStep, observacao?: string): Promise<Outcome<DeskRequest>> {
  try {
    return await asOutcome(unwrap(api.PUT('/balcao/solicitacoes/{id}', { params: { path: { id } }, body: { situacao, ...(observacao ? { observacao } : {}) } })));
  } finally {
    await queryClient.invalidateQueries({ queryKey: ['desk', 'library-requests'] });
  }
}
