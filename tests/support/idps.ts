/**
 * The identity providers of the end-to-end server (scripts/e2e-server.mjs runs this with
 * tsx): the OpenID provider on E2E_PORT+2, the SAML IdP on E2E_PORT+3 and the fake third-party
 * providers (tests/support/fake-provider.ts), the fake PIX PSP (fake-psp.ts, issue 39: charges are
 * its `cob`, and a spec posts the payment notice the PSP would) and the fake PagTesouro
 * (fake-pagtesouro.ts: over https with a throwaway certificate the server trusts by
 * NODE_EXTRA_CA_CERTS, and its own payment page the browser pays on) on free ports. Prints one JSON
 * line with the server's environment (SAML certificate as a file) once both listen, then
 * lives until killed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OIDC_CLIENT, startOidcIdp } from './oidc-idp';
import { startSamlIdp } from './saml-idp';
import { startFakeProvider } from './fake-provider';
import { demoCovers, startFakeCovers } from './fake-covers';
import { E2E_PIX_WEBHOOK_SECRET, startFakePsp } from './fake-psp';
import { startFakePagTesouro } from './fake-pagtesouro';
import { selfSignedLoopbackCert } from './tls-cert';

const port = Number(process.env.E2E_PORT ?? 8181);
const site = `http://127.0.0.1:${port}`;
const pagTesouroTls = selfSignedLoopbackCert('pagtesouro.test');
const [oidc, saml, providers, covers, psp, pagTesouro] = await Promise.all([
  startOidcIdp({ port: port + 2, redirectUris: [`${site}/api/oidc/callback`] }),
  startSamlIdp({ port: port + 3 }),
  // The third-party providers (Pearson, Grupo A, Target, ABNT, Eventum), on a free port: never the internet.
  startFakeProvider(),
  // The cover provider (COVER_PROVIDER=template), on a free port: a cover for some ISBNs, 404 for the others.
  startFakeCovers(demoCovers),
  startFakePsp(),
  startFakePagTesouro('e2e-pagtesouro-token', '12345', { page: true, tls: pagTesouroTls }),
]);
const providerEnv = Object.fromEntries(['pearson', 'grupoa', 'target', 'eventum', 'abnt'].flatMap((name) => [
  [`${name.toUpperCase()}_PROVIDER_URL`, `${providers.url}/${name}`], [`${name.toUpperCase()}_PROVIDER_KEY`, providers.key],
]));
const certFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'catalogo-idp-')), 'saml-idp.pem');
fs.writeFileSync(certFile, saml.cert);
const pagTesouroCa = path.join(path.dirname(certFile), 'pagtesouro-ca.pem');
fs.writeFileSync(pagTesouroCa, pagTesouroTls.cert);

process.stdout.write(`${JSON.stringify({
  PUBLIC_URL: site,
  OIDC_ISSUER: oidc.issuer,
  OIDC_CLIENT_ID: OIDC_CLIENT.id,
  OIDC_CLIENT_SECRET: OIDC_CLIENT.secret,
  OIDC_LOGOUT_URL: `${oidc.issuer}/session/end`,
  SAML_ENTRY_POINT: saml.entryPoint,
  SAML_ISSUER: 'catalogo-e2e',
  SAML_IDP_ISSUER: saml.issuer,
  SAML_IDP_CERT_FILE: certFile,
  ...providerEnv,
  COVER_PROVIDER: 'template',
  COVER_URL_TEMPLATE: covers.template,
  PIX_PSP_URL: psp.url,
  PIX_CLIENT_ID: psp.settings.clientId,
  PIX_CLIENT_SECRET: psp.settings.clientSecret,
  PIX_WEBHOOK_SECRET: E2E_PIX_WEBHOOK_SECRET,
  PAGTESOURO_URL: pagTesouro.url,
  PAGTESOURO_TOKEN: pagTesouro.settings.token,
  PAGTESOURO_SERVICO: pagTesouro.settings.servico,
  NODE_EXTRA_CA_CERTS: pagTesouroCa,
})}\n`);

const stop = async () => {
  await Promise.all([oidc.close(), saml.close(), providers.close(), covers.close(), pagTesouro.close()]);
  fs.rmSync(path.dirname(certFile), { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
