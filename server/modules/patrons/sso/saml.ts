/**
 * SAML 2.0 single sign-on with @node-saml/node-saml: an AuthnRequest by HTTP-Redirect,
 * the signed response posted back to POST /api/saml/acs (HTTP-POST binding). The assertion
 * must be signed by the configured IdP certificate, name us as audience, answer our own
 * request (InResponseTo, checked against sso_estado instead of node-saml's memory cache so
 * any API node can receive it) and be within its validity window. The ACS is reached by a
 * cross-site POST, which carries no SameSite=Lax cookie: it holds the response unread and
 * sends the browser, with a one-time code, to GET /api/saml/concluir on our own site, where
 * the browser's binding cookie comes along and the response is read (browser-binding.ts).
 */
import { SAML, SamlStatusError, ValidateInResponseTo, type CacheProvider, type Profile } from '@node-saml/node-saml';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/errors';
import type { AppContext } from '../../../context';
import type { SamlConfig } from '../../../config';
import { bindingFor, isBoundBrowser } from './browser-binding';
import { SSO_ERRORS, type SsoError } from './errors';
import { findOrCreatePerson, publicBase } from './identity';
import { holdAnswer, openSignIn, pendingSignIn, randomValue, recordOutcome, takeHeldAnswer } from './state';

const EMAIL_ATTRIBUTES = ['email', 'mail', 'urn:oid:0.9.2342.19200300.100.1.3',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress'];

function samlSettings(ctx: AppContext): SamlConfig {
  if (!ctx.config.saml) throw new HttpError(501, 'error.saml-not-configured');
  return ctx.config.saml;
}

function serviceProvider(ctx: AppContext, req: FastifyRequest, cacheProvider: CacheProvider, requestId?: string) {
  const settings = samlSettings(ctx);
  return new SAML({
    entryPoint: settings.entryPoint,
    issuer: settings.issuer,
    audience: settings.issuer,
    callbackUrl: `${publicBase(ctx, req)}/api/saml/acs`,
    idpCert: settings.idpCert,
    ...(settings.idpIssuer ? { idpIssuer: settings.idpIssuer } : {}),
    wantAssertionsSigned: true,
    // ADFS and Shibboleth sign the assertion, not always the envelope; the assertion is what counts.
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.always,
    requestIdExpirationPeriodMs: 10 * 60_000,
    acceptedClockSkewMs: 30_000,
    identifierFormat: null,
    cacheProvider,
    ...(requestId ? { generateUniqueId: () => requestId } : {}),
  });
}

const ignoreCache: CacheProvider = { saveAsync: async () => null, getAsync: async () => null, removeAsync: async () => null };

export async function startSaml(ctx: AppContext, req: FastifyRequest, reply: FastifyReply) {
  samlSettings(ctx);
  const requestId = `_${randomValue(20)}`;
  const relayState = randomValue(24);
  const link = await serviceProvider(ctx, req, ignoreCache, requestId).getAuthorizeUrlAsync(relayState, new URL(publicBase(ctx, req)).host, {});
  const binding = bindingFor(ctx, req, reply, 'saml');
  const nonce = await openSignIn(ctx, 'saml', { chave: relayState, requestId, criadoEm: new Date().toISOString(), vinculo: binding.hash });
  binding.setCookie();
  return { link, nonce };
}

/** POST /api/saml/acs: holds the response for the browser that posted it, and sends that browser on to claim it. */
export async function consumeSaml(ctx: AppContext, req: FastifyRequest, samlResponse: string, relayState?: string): Promise<string> {
  const back = `${publicBase(ctx, req)}/saml-response`;
  const row = await pendingSignIn(ctx, 'saml', relayState);
  // IdP-initiated (unsolicited) responses are not accepted: nothing to bind them to.
  if (!row) return back;
  if (new Date(row.expira_em).getTime() < Date.now()) {
    await recordOutcome(ctx, row, { erro: SSO_ERRORS.tokenValidation });
    return back;
  }
  const code = await holdAnswer(ctx, row, samlResponse);
  // A response posted again for a sign-in that holds one (a replay, the back button): ignored.
  if (!code) return back;
  return `${publicBase(ctx, req)}/api/saml/concluir?${new URLSearchParams({ codigo: code })}`;
}

/** GET /api/saml/concluir: in the browser bound to the sign-in only, verifies the held response and records the outcome. */
export async function finishSaml(ctx: AppContext, req: FastifyRequest, code?: string): Promise<string> {
  const back = `${publicBase(ctx, req)}/saml-response`;
  const held = await takeHeldAnswer(ctx, 'saml', code);
  if (!held) return back;
  const { row, answer } = held;
  if (new Date(row.expira_em).getTime() < Date.now()) {
    await recordOutcome(ctx, row, { erro: SSO_ERRORS.tokenValidation });
    return back;
  }
  if (!isBoundBrowser(req, 'saml', row.dados)) {
    // Someone else's sign-on link, finished in this browser: its response is never read.
    req.log.warn('SAML sign-on finished in another browser than the one that started it: refused');
    await recordOutcome(ctx, row, { erro: SSO_ERRORS.otherBrowser });
    return back;
  }
  const dados = row.dados as { requestId: string; criadoEm: string };
  const ourRequest: CacheProvider = {
    ...ignoreCache,
    getAsync: async (key) => (key === dados.requestId ? dados.criadoEm : null),
  };
  try {
    const { profile } = await serviceProvider(ctx, req, ourRequest).validatePostResponseAsync({ SAMLResponse: answer });
    if (!profile) throw new Error('no profile');
    const codPessoa = await findOrCreatePerson(ctx, identityOf(profile, samlSettings(ctx).claim));
    await recordOutcome(ctx, row, codPessoa === null ? { erro: SSO_ERRORS.userNotFound } : { codPessoa });
  } catch (error) {
    req.log.warn({ err: error }, 'SAML sign-on refused');
    await recordOutcome(ctx, row, { erro: classifySamlError(error) });
  }
  return back;
}

function identityOf(profile: Profile, claim: string | null) {
  const text = (value: unknown) => (Array.isArray(value) ? value[0] : value);
  const attribute = (name: string) => {
    const value = text(profile[name]);
    return typeof value === 'string' ? value : null;
  };
  return {
    login: claim ? attribute(claim) : profile.nameID,
    email: EMAIL_ATTRIBUTES.map(attribute).find(Boolean) ?? null,
    name: ['displayName', 'cn', 'name', 'urn:oid:2.16.840.1.113730.3.1.241'].map(attribute).find(Boolean) ?? null,
    claims: profile as unknown as Record<string, unknown>,
  };
}

function classifySamlError(error: unknown): SsoError {
  if (error instanceof SamlStatusError) {
    // RequestDenied: the IdP (or the patron) refused to release the sign-on to us.
    return /RequestDenied/.test(`${error.message} ${error.xmlStatus}`)
      ? SSO_ERRORS.permissionDenied
      : SSO_ERRORS.authentication;
  }
  return SSO_ERRORS.tokenValidation;
}
