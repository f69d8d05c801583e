// The institution's settings and the activities it grants everyone (spec §3, §6): read
// once per visit and shared by the chrome and the login (through index.ts).
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';

const HOUR = 60 * 60_000;

export const institutionKeys = {
  settings: () => ['chrome', 'institution'] as const,
  activities: () => ['chrome', 'activities'] as const,
};

export const institutionQuery = () =>
  queryOptions({
    queryKey: institutionKeys.settings(),
    queryFn: ({ signal }) => unwrap(api.GET('/parametros/instituicao', { signal })),
    staleTime: HOUR,
  });

export const activitiesQuery = () =>
  queryOptions({
    queryKey: institutionKeys.activities(),
    queryFn: ({ signal }) => unwrap(api.GET('/parametros/funcionalidades', { signal })),
    select: (list) => new Set(list.map((activity) => activity.cod_atividade)),
    staleTime: HOUR,
  });
