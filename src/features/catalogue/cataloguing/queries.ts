// The cataloguer's section of the staff workspace (issue 23 item 3, contract tag `staff`):
// finding a title (the catalogue's own search), its copies, the copy form's choices, and
// the actions on them. Nothing here is saved for offline use: a desk computer, staff data.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { components } from '../../../../openapi/schema.gen';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { asOutcome, type Outcome } from '../../../api/outcome';

type Schemas = components['schemas'];
export type StaffItem = Schemas['StaffItem'];
export type StaffItemInput = Schemas['StaffItemInput'];
export type StaffTitleItems = Schemas['StaffTitleItems'];
export type TitleTotals = Schemas['TitleTotals'];
/** The period (both ends optional) and library of a title's totals. */
export interface TotalsFilter { dataIni?: string; dataFim?: string; biblioteca?: number }

export const staffCatalogueKeys = {
  all: () => ['staff-catalogue'] as const,
  search: (term: string) => [...staffCatalogueKeys.all(), 'search', term] as const,
  title: (id: number) => [...staffCatalogueKeys.all(), 'title', id] as const,
  items: (id: number) => [...staffCatalogueKeys.title(id), 'items'] as const,
  totals: (id: number, filter: TotalsFilter) => [...staffCatalogueKeys.title(id), 'totals', filter] as const,
  color: (id: number) => [...staffCatalogueKeys.title(id), 'color'] as const,
};

const notSaved = { meta: { persist: false }, retry: false } as const;

export const staffCatalogueQueries = {
  /** The catalogue's search, first 20 titles by relevance. */
  search: (term: string) =>
    queryOptions({
      queryKey: staffCatalogueKeys.search(term),
      queryFn: ({ signal }) => unwrap(api.GET('/consulta', { params: { query: { termo: term, quantPag: 20 } }, signal })),
      ...notSaved,
    }),
  items: (id: number) =>
    queryOptions({
      queryKey: staffCatalogueKeys.items(id),
      queryFn: ({ signal }) => unwrap(api.GET('/balcao/acervo/{id}/exemplares', { params: { path: { id } }, signal })),
      ...notSaved,
    }),
  totals: (id: number, filter: TotalsFilter) =>
    queryOptions({
      queryKey: staffCatalogueKeys.totals(id, filter),
      queryFn: ({ signal }) => unwrap(api.GET('/acervo/{id}/totais', { params: { path: { id }, query: filter }, signal })),
      ...notSaved,
    }),
  color: (id: number) =>
    queryOptions({
      queryKey: staffCatalogueKeys.color(id),
      queryFn: ({ signal }) => unwrap(api.GET('/acervo/{id}/cor', { params: { path: { id } }, signal })),
      ...notSaved,
    }),
};

/** Runs an action; a refusal is the answer the form reads. The title's views refetch either way. */
async function act<T>(queryClient: QueryClient, id: number, call: Promise<T>): Promise<Outcome<T>> {
  try {
    return await asOutcome(call);
  } finally {
    await queryClient.invalidateQueries({ queryKey: staffCatalogueKeys.title(id) });
  }
}

/** A file's bytes as base64, as the contract carries uploads. */
export async function fileAsBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export const staffCatalogueActions = {
  createItem: (queryClient: QueryClient, titleId: number, body: StaffItemInput) =>
    act(queryClient, titleId, unwrap(api.POST('/balcao/acervo/{id}/exemplares', { params: { path: { id: titleId } }, body }))),
  updateItem: (queryClient: QueryClient, titleId: number, itemId: number, body: StaffItemInput) =>
    act(queryClient, titleId, unwrap(api.PUT('/balcao/exemplares/{id}', { params: { path: { id: itemId } }, body }))),
  withdrawItem: (queryClient: QueryClient, titleId: number, itemId: number, motivo: string) =>
    act(queryClient, titleId, unwrap(api.POST('/balcao/exemplares/{id}/baixa', { params: { path: { id: itemId } }, body: { motivo: motivo.trim() } }))),
  replaceRecord: async (queryClient: QueryClient, titleId: number, file: File) =>
    act(queryClient, titleId, unwrap(api.PUT('/balcao/acervo/{id}/marc', { params: { path: { id: titleId } }, body: { arquivo: await fileAsBase64(file) } }))),
  setCover: async (queryClient: QueryClient, titleId: number, file: File) =>
    act(queryClient, titleId, unwrap(api.PUT('/balcao/acervo/{id}/capa', { params: { path: { id: titleId } }, body: { imagem: await fileAsBase64(file) } }))),
};
