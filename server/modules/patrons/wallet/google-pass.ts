/**
 * The library card as a Google Wallet generic pass: a "Save to Google Wallet" link carrying a
 * JWT signed RS256 with the library's service account key (typ savetowallet), holding the pass
 * class and the patron's object. The object's id is the pass's serial number, so saving again
 * names the same pass, and google-api.ts updates it after it is saved.
 */
import { importPKCS8, SignJWT } from 'jose';
import type { WalletSettings } from '../../../config';
import type { CardContent, PassRow } from './card';
import { formatDay, passTexts } from './texts';

type GoogleSettings = NonNullable<WalletSettings['google']>;

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** The patron's generic object as the save link carries it and the REST API's PATCH sends it. */
export function genericObject(google: GoogleSettings, pass: PassRow, card: CardContent) {
  const texts = passTexts(pass.idioma);
  const text = (value: string) => ({ defaultValue: { language: texts.locale, value } });
  return {
    id: `${google.issuerId}.${pass.serial}`,
    classId: `${google.issuerId}.${google.classSuffix}`,
    state: 'ACTIVE',
    cardTitle: text(card.institution || texts.description),
    subheader: text(card.category),
    header: text(card.name),
    hexBackgroundColor: '#0b4f8a',
    barcode: { type: 'CODE_128', value: card.login, alternateText: card.login },
    textModulesData: [
      { id: 'matricula', header: texts.number, body: card.login },
      { id: 'proxima_devolucao', header: texts.nextDue, body: card.nextDue ? formatDay(card.nextDue, texts) : texts.noLoans },
      { id: 'reservas_prontas', header: texts.holdsReady, body: String(card.readyHolds) },
      ...(card.collectBy ? [{ id: 'retirar_ate', header: texts.collectBy, body: formatDay(card.collectBy, texts) }] : []),
    ],
  };
}

export function genericPass(google: GoogleSettings, pass: PassRow, card: CardContent) {
  const object = genericObject(google, pass, card);
  return { genericClasses: [{ id: object.classId }], genericObjects: [object] };
}

export async function googleSaveLink(google: GoogleSettings, pass: PassRow, card: CardContent, origin: string): Promise<string> {
  const key = await importPKCS8(google.privateKey, 'RS256');
  const jwt = await new SignJWT({ typ: 'savetowallet', origins: [origin], payload: genericPass(google, pass, card) })
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuer(google.serviceAccountEmail)
    .setAudience('google')
    .setIssuedAt()
    .sign(key);
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
