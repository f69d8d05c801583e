// The patron's LGPD rights (spec §1 "Privacy and data protection"): download everything the
// library holds (GET …/privacidade/exportacao) and ask for deletion (…/privacidade/exclusao).
import { msg } from '@lingui/core/macro';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { downloadFile } from '../../../components/download-file';
import { localToday } from '../../../../openapi/personal-data-rules';

export const privacyKeys = {
  all: () => ['privacy'] as const,
  deletionRequests: () => [...privacyKeys.all(), 'deletion-requests'] as const,
};

export const privacyQueries = {
  deletionRequests: () =>
    queryOptions({
      queryKey: privacyKeys.deletionRequests(),
      queryFn: ({ signal }) => unwrap(api.GET('/pessoas/meu-pergamum/privacidade/exclusao', { signal })),
    }),
};

/** The 422 keys of these calls, so that the catalogs carry them. */
export const privacyMessages = {
  alreadyOpen: msg({ id: 'error.deletion-already-open', message: 'You already have an open deletion request. The library will answer it.' }),
  alreadyHandled: msg({ id: 'error.deletion-already-handled', message: 'This request has already been handled.' }),
  answerRequired: msg({ id: 'error.deletion-answer-required', message: 'Say what was done before marking the request handled.' }),
};

/** Fetches the whole record and hands it to the browser's downloads as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await unwrap(api.GET('/pessoas/meu-pergamum/privacidade/exportacao'));
  downloadFile(
    { nome_arquivo: `meus-dados-${localToday()}.json`, tipo_conteudo: 'application/json', conteudo: JSON.stringify(data, null, 2) },
    'meus-dados.json',
  );
}

export async function requestDeletion(queryClient: QueryClient, motivo: string) {
  const created = await unwrap(api.POST('/pessoas/meu-pergamum/privacidade/exclusao', { body: motivo.trim() ? { motivo: motivo.trim() } : {} }));
  await queryClient.invalidateQueries({ queryKey: privacyKeys.deletionRequests() });
  return created;
}
