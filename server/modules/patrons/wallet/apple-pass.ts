/**
 * The library card as an Apple Wallet store card (.pkpass), signed by passkit-generator with
 * the library's pass certificate: the card number's Code 128 barcode, the holder's name and
 * category, the next due date and the holds ready to collect, and the pass web service's
 * address and token so devices come back for it when those change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PKPass } from 'passkit-generator';
import type { WalletSettings } from '../../../config';
import type { CardContent, PassRow } from './card';
import { formatDay, passTexts } from './texts';

type AppleSettings = NonNullable<WalletSettings['apple']>;

const imagesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'images');
const IMAGES = ['icon.png', 'icon@2x.png', 'icon@3x.png', 'logo.png', 'logo@2x.png', 'logo@3x.png'];
let images: Record<string, Buffer> | null = null;
const passImages = () => (images ??= Object.fromEntries(IMAGES.map((name) => [name, fs.readFileSync(path.join(imagesDir, name))])));

/** Where devices reach the pass web service: Apple appends /v1/… */
export const webServiceUrl = (base: string) => `${base}/api/carteira/apple`;

export function passJson(apple: AppleSettings, pass: PassRow, card: CardContent, base: string) {
  const texts = passTexts(pass.idioma);
  return {
    formatVersion: 1,
    passTypeIdentifier: apple.passTypeId,
    teamIdentifier: apple.teamId,
    serialNumber: pass.serial,
    authenticationToken: pass.token,
    webServiceURL: webServiceUrl(base),
    organizationName: card.institution || texts.description,
    description: texts.description,
    logoText: card.institution || undefined,
    backgroundColor: 'rgb(11, 79, 138)',
    foregroundColor: 'rgb(255, 255, 255)',
    labelColor: 'rgb(242, 183, 5)',
    barcodes: [{ format: 'PKBarcodeFormatCode128', message: card.login, messageEncoding: 'iso-8859-1', altText: card.login }],
    storeCard: {
      primaryFields: [{ key: 'nome', label: texts.name, value: card.name }],
      secondaryFields: [
        { key: 'categoria', label: texts.category, value: card.category },
        { key: 'matricula', label: texts.number, value: card.login },
      ],
      auxiliaryFields: [
        { key: 'proxima_devolucao', label: texts.nextDue, value: card.nextDue ? formatDay(card.nextDue, texts) : texts.noLoans, changeMessage: texts.nextDueChanged },
        { key: 'reservas_prontas', label: texts.holdsReady, value: card.readyHolds, changeMessage: texts.holdsReadyChanged },
      ],
      backFields: card.collectBy ? [{ key: 'retirar_ate', label: texts.collectBy, value: formatDay(card.collectBy, texts) }] : [],
    },
  };
}

/** The signed .pkpass (a zip: pass.json, images, manifest.json and its PKCS#7 signature). */
export function buildApplePass(apple: AppleSettings, pass: PassRow, card: CardContent, base: string): Buffer {
  const pkpass = new PKPass(
    { ...passImages(), 'pass.json': Buffer.from(JSON.stringify(passJson(apple, pass, card, base))) },
    { wwdr: apple.wwdr, signerCert: apple.certificate, signerKey: apple.key, signerKeyPassphrase: apple.keyPassphrase },
  );
  return pkpass.getAsBuffer();
}
