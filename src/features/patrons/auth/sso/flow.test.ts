// @vitest-environment happy-dom
import { setupI18n } from '@lingui/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../api/errors';

const api = vi.hoisted(() => ({ GET: vi.fn(), POST: vi.fn() }));
const completeLogin = vi.hoisted(() => vi.fn());
vi.mock('../../../../api/client', () => ({ api }));
vi.mock('../login', () => ({ completeLogin }));

const { finishExternalSignIn, startExternalSignIn } = await import('./flow');
const { ssoErrorText } = await import('./errors');

const ok = (data: unknown) => Promise.resolve({ data, response: new Response(null, { status: 200 }) });
const TOKENS = { access_token: 'a', token_type: 'Bearer', expires_in: 900, refresh_token: 'r', scope: 'user' };

describe('external sign-in flow', () => {
  let assign: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    api.GET.mockReset();
    api.POST.mockReset();
    completeLogin.mockReset();
    assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as unknown as Location);
  });

  it('goes to the provider with an address-like login as hint and the safe redirect', async () => {
    api.GET.mockReturnValue(ok({ nonce: 'n1', link: 'https://idp.test/auth' }));
    await startExternalSignIn('oidc', { redirect: '/cesta', remember: true, login: ' ana@uni.edu ' });
    expect(api.GET).toHaveBeenCalledWith('/oidc/authorize', { params: { query: { redirect: '/cesta', login: 'ana@uni.edu' } } });
    expect(assign).toHaveBeenCalledWith('https://idp.test/auth');
  });

  it('does not pass a plain user name nor a redirect to another site', async () => {
    api.GET.mockReturnValue(ok({ nonce: 'n1', link: 'https://idp.test/auth' }));
    await startExternalSignIn('oidc', { redirect: 'https://evil.test/', remember: false, login: 'aluno' });
    expect(api.GET).toHaveBeenCalledWith('/oidc/authorize', { params: { query: {} } });
  });

  it('redeems the stored nonce once, finishes the login and answers the redirect', async () => {
    api.GET.mockReturnValue(ok({ nonce: 'n2', link: 'https://idp.test/sso' }));
    await startExternalSignIn('saml', { redirect: '/cesta', remember: true });
    api.POST.mockReturnValue(ok(TOKENS));
    await expect(finishExternalSignIn('saml')).resolves.toBe('/cesta');
    expect(api.POST).toHaveBeenCalledWith('/saml/validar', { body: { saml: 'n2' } });
    expect(completeLogin).toHaveBeenCalledWith(TOKENS, true, 'saml');
    // Reloading the result page: the nonce is gone.
    await expect(finishExternalSignIn('saml')).rejects.toMatchObject({ status: 422, message: 'error.sso-authentication' });
    expect(api.POST).toHaveBeenCalledTimes(1);
  });

  it('defaults to the personal area, and refuses a nonce of the other protocol', async () => {
    api.GET.mockReturnValue(ok({ nonce: 'n3', link: 'https://idp.test/auth' }));
    await startExternalSignIn('oidc', { remember: false });
    await expect(finishExternalSignIn('saml')).rejects.toBeInstanceOf(ApiError);
    await startExternalSignIn('oidc', { remember: false });
    api.POST.mockReturnValue(ok(TOKENS));
    await expect(finishExternalSignIn('oidc')).resolves.toBe('/meupergamum');
  });
});

describe('ssoErrorText', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  it('says the §8 text for each server key, and nothing for other errors', () => {
    expect(ssoErrorText(new ApiError(422, 'error.sso-user-not-found'), i18n)).toMatch(/same credentials as the library system/);
    expect(ssoErrorText(new ApiError(422, 'error.sso-permission-denied'), i18n)).toMatch(/^Permissions denied/);
    // Issue 33: a sign-in link finished (or a nonce redeemed) in another browser than the one that started it.
    expect(ssoErrorText(new ApiError(422, 'error.sso-other-browser'), i18n)).toMatch(/started in another browser.*start again here/);
    expect(ssoErrorText(new ApiError(430, 'ACESSO_BLOQUEADO'), i18n)).toBeNull();
    expect(ssoErrorText(new ApiError(422, 'toString'), i18n)).toBeNull();
  });
});
