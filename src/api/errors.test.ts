import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError, SessionExpiredError, describeApiError, unwrap } from './errors';

function portuguese() {
  const i18n = setupI18n();
  i18n.loadAndActivate({
    locale: 'pt',
    messages: {
      'error.network-catalogue': 'Serviço da Rede Pergamum indisponível!',
      'error.library-email': 'Cadastre um e-mail na biblioteca.',
      'error.unexpected': 'Ocorreu um erro inesperado.',
      'error.no-response': 'Não foi possível se comunicar com o servidor.',
      'error.session-expired': 'Sua sessão expirou.',
      COMMENT_LIMIT_EXCEEDED: 'Limite de comentários excedido.',
      'error.title-not-found': 'Título não encontrado.',
      'error.staff-only': 'Acesso restrito à equipe da biblioteca.',
    },
  });
  return i18n;
}

describe('describeApiError (spec §8 catalogue)', () => {
  const i18n = portuguese();

  it('warns that Rede Pergamum is unavailable when its query failed', () => {
    const error = new ApiError(500, 'Falha na consulta à Rede Pergamum');
    expect(describeApiError(error, i18n)).toEqual({ kind: 'warning', text: 'Serviço da Rede Pergamum indisponível!' });
  });

  it('shows the library e-mail message when the server names its marker', () => {
    const error = new ApiError(500, 'MinhaBibliotecaEmail: sem e-mail');
    expect(describeApiError(error, i18n)).toEqual({ kind: 'error', text: 'Cadastre um e-mail na biblioteca.' });
  });

  it('calls any other 500 an unexpected error, without the server text', () => {
    const error = new ApiError(500, 'TypeError: cannot read properties of undefined');
    expect(describeApiError(error, i18n)).toEqual({ kind: 'error', text: 'Ocorreu um erro inesperado.' });
  });

  it('translates a 422 message as a key, and shows an unknown key as sent', () => {
    expect(describeApiError(new ApiError(422, 'COMMENT_LIMIT_EXCEEDED'), i18n).text).toBe(
      'Limite de comentários excedido.',
    );
    expect(describeApiError(new ApiError(422, 'Título já reservado'), i18n).text).toBe('Título já reservado');
  });

  it('translates the message key of any status (the server answers keys, never text)', () => {
    expect(describeApiError(new ApiError(404, 'error.title-not-found'), i18n)).toEqual({ kind: 'warning', text: 'Título não encontrado.' });
    expect(describeApiError(new ApiError(403, 'error.staff-only'), i18n).text).toBe('Acesso restrito à equipe da biblioteca.');
  });

  it('shows any other message of another status as is (a malformed request\'s description)', () => {
    expect(describeApiError(new ApiError(409, 'Exemplar indisponível'), i18n)).toEqual({
      kind: 'warning',
      text: 'Exemplar indisponível',
    });
  });

  it('says the server could not be reached when no response arrived', () => {
    expect(describeApiError(new ApiError(0, 'Failed to fetch'), i18n).text).toBe(
      'Não foi possível se comunicar com o servidor.',
    );
    expect(describeApiError(new TypeError('Failed to fetch'), i18n).text).toBe(
      'Não foi possível se comunicar com o servidor.',
    );
  });

  it('reports an expired session', () => {
    expect(describeApiError(new SessionExpiredError(), i18n).text).toBe('Sua sessão expirou.');
  });
});

describe('unwrap', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  it('returns the data of a successful call', async () => {
    await expect(unwrap(Promise.resolve({ data: { total: 1 }, response: json(200, { total: 1 }) }))).resolves.toEqual({
      total: 1,
    });
  });

  it('turns an error answer into an ApiError with its status and message', async () => {
    const call = Promise.resolve({ error: { message: 'not found' }, response: json(404, { message: 'not found' }) });
    await expect(unwrap(call)).rejects.toMatchObject({ name: 'ApiError', status: 404, message: 'not found' });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    await expect(unwrap(Promise.reject(new TypeError('fetch failed')))).rejects.toMatchObject({ status: 0 });
  });
});
