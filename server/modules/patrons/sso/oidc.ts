/**
 * OpenID Connect sign-in with openid-client: authorization code + PKCE (S256) + state +
 * nonce, the provider found by discovery. The provider returns to GET /api/oidc/callback;
 * the outcome waits in sso_estado for POST /api/oidc/validar. The callback is a top-level
 * GET, so the browser brings its SameSite=Lax binding cookie: a browser other than the one
 * that started the sign-in is refused before the code is exchanged (browser-binding.ts).
 */
import * as client from 'openid-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, badRequest } from '../../../http/errors';
import type { AppContext } from '../../../context';
import type { Config, OidcConfig } from '../../../config';
import { bindingFor, isBoundBrowser } from './browser-binding';
import { SSO_ERRORS, type SsoError } from './errors';
import { findOrCreatePerson, publicBase } from './identity';
import { openSignIn, pendingSignIn, recordOutcome } from './state';

const discovered = new WeakMap<Config, Promise<client.Configuration>>();

function oidcSettings(ctx: AppContext): OidcConfig {
  if (!ctx.config.oidc) throw new HttpError(501, 'error.oidc-not-configured');
  return ctx.config.oidc;
}

/** Discovery once per app; a failed discovery is retried on the next sign-in. */
function providerConfig(ctx: AppContext): Promise<client.Configuration> {
  const settings = oidcSettings(ctx);
  let config = discovered.get(ctx.config);
  if (!config) {
    const issuer = new URL(settings.issuer);
    // Plain http only to a provider on this machine (development and the tests' provider).
    const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
    config = client.discovery(issuer, settings.clientId, settings.clientSecret ?? undefined,
      settings.clientSecret ? undefined : client.None(),
      {
        execute: [
          // ID tokens are checked against the provider's published keys, not only trusted for arriving over TLS.
          client.enableNonRepudiationChecks,
          ...(loopback && issuer.protocol === 'http:' ? [client.allowInsecureRequests] : []),
        ],
      });
    config.catch(() => discovered.delete(ctx.config));
    discovered.set(ctx.config, config);
  }
  return config;
}

export async function startOidc(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, login?: string) {
  const settings = oidcSettings(ctx);
  if (login !== undefined && !login.includes('@')) throw badRequest('error.sso-login-address');
  const config = await providerConfig(ctx).catch(() => {
    throw new HttpError(422, SSO_ERRORS.authentication);
  });
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const oidcNonce = client.randomNonce();
  const redirectUri = `${publicBase(ctx, req)}/api/oidc/callback`;
  const link = client.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: settings.scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce: oidcNonce,
    ...(login ? { login_hint: login } : {}),
  });
  const binding = bindingFor(ctx, req, reply, 'oidc');
  const nonce = await openSignIn(ctx, 'oidc', { chave: state, verifier, oidcNonce, redirectUri, vinculo: binding.hash });
  binding.setCookie();
  return { nonce, link: link.href };
}

/** GET /api/oidc/callback: finishes the exchange, records the outcome, sends the browser on. */
export async function finishOidc(ctx: AppContext, req: FastifyRequest, state: string | undefined): Promise<string> {
  const back = `${publicBase(ctx, req)}/oauth-response`;
  const row = await pendingSignIn(ctx, 'oidc', state);
  if (!row) return back;
  if (new Date(row.expira_em).getTime() < Date.now()) {
    await recordOutcome(ctx, row, { erro: SSO_ERRORS.tokenValidation });
    return back;
  }
  if (!isBoundBrowser(req, 'oidc', row.dados)) {
    // Someone else's sign-in link, finished in this browser: its code is never exchanged.
    req.log.warn('OIDC sign-in finished in another browser than the one that started it: refused');
    await recordOutcome(ctx, row, { erro: SSO_ERRORS.otherBrowser });
    return back;
  }
  const dados = row.dados as { verifier: string; oidcNonce: string; redirectUri: string };
  try {
    const config = await providerConfig(ctx);
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const tokens = await client.authorizationCodeGrant(config, new URL(dados.redirectUri + query), {
      pkceCodeVerifier: dados.verifier, expectedState: state, expectedNonce: dados.oidcNonce, idTokenExpected: true,
    });
    const idClaims = tokens.claims()!;
    let claims: Record<string, unknown> = { ...idClaims };
    // Profile claims usually come from userinfo, not the ID token.
    if (config.serverMetadata().userinfo_endpoint) {
      claims = { ...claims, ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)) };
    }
    const claim = oidcSettings(ctx).claim;
    const codPessoa = await findOrCreatePerson(ctx, {
      login: typeof claims[claim] === 'string' ? (claims[claim] as string) : null,
      // An unverified address proves nothing about who signed in.
      email: claims.email_verified === true && typeof claims.email === 'string' ? claims.email : null,
      name: typeof claims.name === 'string' ? claims.name : null,
      claims,
    });
    await recordOutcome(ctx, row, codPessoa === null ? { erro: SSO_ERRORS.userNotFound } : { codPessoa });
  } catch (error) {
    req.log.warn({ err: error }, 'OIDC sign-in refused');
    await recordOutcome(ctx, row, { erro: classifyOidcError(error) });
  }
  return back;
}

function classifyOidcError(error: unknown): SsoError {
  if (error instanceof client.AuthorizationResponseError) {
    return error.error === 'access_denied' || error.error === 'consent_required' || error.error === 'unauthorized_client'
      ? SSO_ERRORS.permissionDenied
      : SSO_ERRORS.authentication;
  }
  // The provider refused the code exchange, or an answer failed a check (signature, audience, nonce, state, expiry).
  if (error instanceof client.ResponseBodyError || error instanceof client.ClientError) return SSO_ERRORS.tokenValidation;
  return SSO_ERRORS.authentication;
}
