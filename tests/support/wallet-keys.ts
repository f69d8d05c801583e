/**
 * Throwaway wallet keys for tests, made at run time (never kept): a certificate authority
 * standing in for Apple's WWDR, the library's pass certificate it signed (with the pass type
 * and team in its subject, as Apple issues them) and a Google service account's RSA key.
 */
import { generateKeyPairSync } from 'node:crypto';
import forge from 'node-forge';
import type { WalletSettings } from '../../server/config';

function certificate(subject: forge.pki.CertificateField[], keys: forge.pki.rsa.KeyPair, issuer: { cert: forge.pki.Certificate | null; key: forge.pki.rsa.PrivateKey }, ca: boolean) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  cert.serialNumber = forge.util.bytesToHex(forge.random.getBytesSync(8)).replace(/^[89a-f]/, '1');
  cert.validity.notBefore = new Date(Date.now() - 86_400_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 86_400_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer.cert ? issuer.cert.subject.attributes : subject);
  cert.setExtensions(ca
    ? [{ name: 'basicConstraints', cA: true }, { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true }]
    : [{ name: 'basicConstraints', cA: false }, { name: 'keyUsage', digitalSignature: true }]);
  cert.sign(issuer.key, forge.md.sha256.create());
  return cert;
}

export interface WalletTestKeys {
  settings: WalletSettings;
  /** The stand-in WWDR certificate (PEM): what a signature is verified against. */
  caPem: string;
  /** Google's side: the service account's public key (PEM), what checks the save link's JWT. */
  googlePublicKey: string;
}

export function walletTestKeys(passTypeId = 'pass.br.edu.exemplo.carteirinha'): WalletTestKeys {
  const caKeys = forge.pki.rsa.generateKeyPair(2048);
  const ca = certificate([{ name: 'commonName', value: 'Test WWDR' }], caKeys, { cert: null, key: caKeys.privateKey }, true);
  const signerKeys = forge.pki.rsa.generateKeyPair(2048);
  const signer = certificate(
    [{ name: 'commonName', value: `Pass Type ID: ${passTypeId}` }, { shortName: 'OU', value: 'TEAMID1234' }],
    signerKeys, { cert: ca, key: caKeys.privateKey }, false,
  );
  const google = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    caPem: forge.pki.certificateToPem(ca),
    googlePublicKey: google.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    settings: {
      apple: {
        passTypeId, teamId: 'TEAMID1234', wwdr: forge.pki.certificateToPem(ca),
        certificate: forge.pki.certificateToPem(signer), key: forge.pki.privateKeyToPem(signerKeys.privateKey),
        keyPassphrase: undefined,
      },
      google: {
        issuerId: '3388000000012345678', serviceAccountEmail: 'carteirinha@biblioteca-teste.iam.gserviceaccount.com',
        privateKey: google.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), classSuffix: 'carteirinha',
      },
    },
  };
}
