// The recovery calls of spec §7 (People: /pessoas/{user}/recuperar-senha) and whether the
// recovery mode asks for a captcha: activity 1120 granted to visitors and 107 not (§6;
// 107 turns off the captcha of the recovery mode, see openapi/library.yaml).
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';

export const ACTIVITY_CAPTCHA_AT_LOGIN = 1120;
export const ACTIVITY_NO_CAPTCHA_MODAL = 107;

export const recoveryQueries = {
  captchaRequired: () =>
    queryOptions({
      queryKey: ['auth', 'recovery', 'captcha-required'] as const,
      queryFn: ({ signal }) => unwrap(api.GET('/parametros/funcionalidades', { signal })),
      select: (list) => {
        const codes = new Set(list.map((activity) => activity.cod_atividade));
        return codes.has(ACTIVITY_CAPTCHA_AT_LOGIN) && !codes.has(ACTIVITY_NO_CAPTCHA_MODAL);
      },
      staleTime: 60 * 60_000,
    }),
};

const path = '/pessoas/{user}/recuperar-senha' as const;

export const startRecovery = (user: string, captcha: string | null) =>
  unwrap(api.GET(path, { params: { path: { user }, query: captcha ? { recaptcha_token: captcha } : {} } }));

export const checkCode = (user: string, code: string) =>
  unwrap(api.POST(path, { params: { path: { user } }, body: { code } }));

export const resetPassword = (user: string, code: string, password: string) =>
  unwrap(api.PUT(path, { params: { path: { user } }, body: { code, password: password.trim() } }));
