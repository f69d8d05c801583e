// The recovery calls of spec §7 (People: /pessoas/{user}/recuperar-senha). Whether the
// recovery asks for a captcha is in ../queries.ts (captchaQueries.atRecovery).
import { api } from '../../../../api/client';
import { unwrap } from '../../../../api/errors';
import type { components } from '../../../../../openapi/schema.gen';

export type RecoveryStart = components['schemas']['PasswordRecoveryStart'];

const path = '/pessoas/{user}/recuperar-senha' as const;

export const startRecovery = (user: string, captcha: string | null) =>
  unwrap(api.GET(path, { params: { path: { user }, query: captcha ? { recaptcha_token: captcha } : {} } }));

export const checkCode = (user: string, code: string) =>
  unwrap(api.POST(path, { params: { path: { user } }, body: { code } }));

export const resetPassword = (user: string, code: string, password: string) =>
  unwrap(api.PUT(path, { params: { path: { user } }, body: { code, password: password.trim() } }));
