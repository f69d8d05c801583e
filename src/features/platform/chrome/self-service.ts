// The self-service kiosk link of the page chrome (spec §2, §3 "Self-service settings"):
// a pop-up to the kiosk's login address, built from the institution's web URL
// (parametros.__web_url_pw), its company code (codEmpresa) and the settings of
// GET /parametros/autoatendimento. The address (designed here, also written in the
// contract's description of that operation):
//   <url, or "autoatendimento/" when url is null, resolved against the web URL>
//     ?cod_empresa=<codEmpresa>&cod_biblioteca=<codBibAuto>&idioma=<idiomaAuto>&autenticacao=<authAuto>
// cod_biblioteca and autenticacao are left out when the server gives null; idioma, when the
// server gives null, is the API language code of the catalogue's current language (1, 3, 5).
import type { components } from '../../../../openapi/schema.gen';

export type SelfServiceSettings = components['schemas']['SelfService'];

export interface SelfServiceContext {
  /** The institution's web URL (parametros.__web_url_pw). */
  webUrl: string | null | undefined;
  codEmpresa: string;
  /** The API language code of the current interface language. */
  apiLang: string;
}

/** Path of the kiosk under the web URL when the server gives no address of its own. */
export const DEFAULT_KIOSK_PATH = 'autoatendimento/';

/** A pop-up of its own (not a tab), cut off from this page: noopener, no referrer. */
export const KIOSK_WINDOW_FEATURES = 'popup,width=1024,height=768,noopener,noreferrer';

function base(settings: SelfServiceSettings, webUrl: string | null | undefined): URL | null {
  try {
    const root = webUrl ? new URL(webUrl.endsWith('/') ? webUrl : `${webUrl}/`) : undefined;
    const address = settings.url ? new URL(settings.url, root) : root ? new URL(DEFAULT_KIOSK_PATH, root) : null;
    // Only web addresses: a javascript: or data: value must never reach window.open.
    return address && (address.protocol === 'https:' || address.protocol === 'http:') ? address : null;
  } catch {
    return null;
  }
}

/** The kiosk's address, or null when the settings do not make one. */
export function selfServiceUrl(settings: SelfServiceSettings, context: SelfServiceContext): string | null {
  const address = base(settings, context.webUrl);
  if (!address) return null;
  address.searchParams.set('cod_empresa', context.codEmpresa);
  if (settings.codBibAuto !== null) address.searchParams.set('cod_biblioteca', String(settings.codBibAuto));
  address.searchParams.set('idioma', settings.idiomaAuto ?? context.apiLang);
  if (settings.authAuto !== null) address.searchParams.set('autenticacao', settings.authAuto);
  return address.toString();
}

/** Spec §2: shown only when the server enables self-service and the accessibility bar is closed. */
export function showSelfService(settings: SelfServiceSettings | undefined, url: string | null, barOpen: boolean): boolean {
  return Boolean(settings?.showAuto) && url !== null && !barOpen;
}
