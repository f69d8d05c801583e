import { describe, expect, it } from 'vitest';
import { selfServiceUrl, showSelfService, type SelfServiceSettings } from './self-service';

const enabled: SelfServiceSettings = { showAuto: true, codBibAuto: 3, authAuto: 'senha', idiomaAuto: null, url: null };
const context = { webUrl: 'https://ufdemo.edu.br/pergamum_web', codEmpresa: '1', apiLang: '5' };

describe('selfServiceUrl', () => {
  it('builds the kiosk address under the web URL with company, library, language and authentication', () => {
    expect(selfServiceUrl(enabled, context)).toBe(
      'https://ufdemo.edu.br/pergamum_web/autoatendimento/?cod_empresa=1&cod_biblioteca=3&idioma=5&autenticacao=senha',
    );
  });

  it("uses the server's language when it gives one, else the catalogue's", () => {
    expect(selfServiceUrl({ ...enabled, idiomaAuto: '3' }, context)).toContain('idioma=3');
    expect(selfServiceUrl(enabled, { ...context, apiLang: '1' })).toContain('idioma=1');
  });

  it('leaves out the library and the authentication type when the server gives none', () => {
    expect(selfServiceUrl({ ...enabled, codBibAuto: null, authAuto: null }, context)).toBe(
      'https://ufdemo.edu.br/pergamum_web/autoatendimento/?cod_empresa=1&idioma=5',
    );
  });

  it("takes the server's address, relative to the web URL or absolute, and encodes the values", () => {
    expect(selfServiceUrl({ ...enabled, url: 'kiosk/login.php' }, { ...context, webUrl: 'https://ufdemo.edu.br/pw/' })).toBe(
      'https://ufdemo.edu.br/pw/kiosk/login.php?cod_empresa=1&cod_biblioteca=3&idioma=5&autenticacao=senha',
    );
    expect(selfServiceUrl({ ...enabled, url: 'https://kiosk.ufdemo.edu.br/?x=1', authAuto: 'a&b' }, { ...context, webUrl: null })).toBe(
      'https://kiosk.ufdemo.edu.br/?x=1&cod_empresa=1&cod_biblioteca=3&idioma=5&autenticacao=a%26b',
    );
  });

  it('gives no address without a web URL, or for an address that is not http(s)', () => {
    expect(selfServiceUrl(enabled, { ...context, webUrl: null })).toBeNull();
    expect(selfServiceUrl({ ...enabled, url: 'javascript:alert(1)' }, context)).toBeNull();
    expect(selfServiceUrl(enabled, { ...context, webUrl: 'not a url' })).toBeNull();
  });
});

describe('showSelfService', () => {
  const url = 'https://ufdemo.edu.br/pergamum_web/autoatendimento/';
  it('shows the button only when enabled, with an address, and the bar closed', () => {
    expect(showSelfService(enabled, url, false)).toBe(true);
    expect(showSelfService(enabled, url, true)).toBe(false);
    expect(showSelfService({ ...enabled, showAuto: false }, url, false)).toBe(false);
    expect(showSelfService(enabled, null, false)).toBe(false);
    expect(showSelfService(undefined, url, false)).toBe(false);
  });
});
