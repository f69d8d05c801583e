// The institution pages (spec §7 parameters, issue 25 item 3): the home page's two sections,
// the FAQ, general information and the institutional events. Their texts are per language,
// so the API language is part of each key (a saved answer in another language never shows).
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import { currentApiLang } from '../../../lib/i18n';

const TEN_MINUTES = 10 * 60_000;

export const institutionPageKeys = {
  all: () => ['institution-pages'] as const,
  page: (name: string) => [...institutionPageKeys.all(), name, currentApiLang()] as const,
};

export const institutionPageQueries = {
  homeSection: (section: 1 | 2) =>
    queryOptions({
      queryKey: institutionPageKeys.page(`secao_${section}`),
      queryFn: ({ signal }) => unwrap(api.GET(section === 1 ? '/parametros/secao_1' : '/parametros/secao_2', { signal })),
      staleTime: TEN_MINUTES,
    }),
  faq: () =>
    queryOptions({
      queryKey: institutionPageKeys.page('faq'),
      queryFn: ({ signal }) => unwrap(api.GET('/parametros/faq', { signal })),
      staleTime: TEN_MINUTES,
    }),
  generalInformation: () =>
    queryOptions({
      queryKey: institutionPageKeys.page('informacoes_gerais'),
      queryFn: ({ signal }) => unwrap(api.GET('/parametros/informacoes_gerais', { signal })),
      staleTime: TEN_MINUTES,
    }),
  events: () =>
    queryOptions({
      queryKey: institutionPageKeys.page('eventos'),
      queryFn: ({ signal }) => unwrap(api.GET('/parametros/eventos_institucionais', { signal })),
      staleTime: TEN_MINUTES,
    }),
};
