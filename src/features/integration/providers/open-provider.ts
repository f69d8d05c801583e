// Opening a third-party provider's page (spec §7, issue 25): the tab is opened at the
// patron's click (so no pop-up blocker stops it) and says "wait, fetching link" while the
// server asks the provider; then it goes to the address, or, for Pearson, receives the
// form the provider expects posted. A refusal closes the tab and is the caller's to show.
import type { components } from '../../../../openapi/schema.gen';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';

export type ProviderAccess = components['schemas']['Url'] | components['schemas']['PearsonAccess'];

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** The tab opened at the click, showing the waiting message in the page's language. */
export function openWaitingTab(waiting: string, language: string): Window | null {
  const name = `provedor-${Date.now()}`;
  const tab = window.open('', name);
  if (!tab) return null;
  try {
    tab.document.title = waiting;
    tab.document.documentElement.lang = language;
    tab.document.body.innerHTML = '';
    const p = tab.document.createElement('p');
    p.setAttribute('role', 'status');
    p.textContent = waiting;
    tab.document.body.append(p);
  } catch {
    // A browser that gave the tab another origin: it stays blank until the address comes.
  }
  return tab;
}

/** Sends the tab (or, without one, this window's new tab) to the provider's page. */
export function deliver(access: ProviderAccess, tab: Window | null): void {
  if ('pearson' in access) {
    const { url, campos } = access.dados;
    if (!isWebAddress(url)) throw new Error('provider address');
    const form = document.createElement('form');
    form.method = 'post';
    form.action = url;
    form.target = tab?.name || '_blank';
    for (const [name, value] of Object.entries(campos)) {
      const input = document.createElement('input');
      input.type = 'hidden';
      input.name = name;
      input.value = value;
      form.append(input);
    }
    document.body.append(form);
    form.submit();
    form.remove();
    return;
  }
  if (!isWebAddress(access.url)) throw new Error('provider address');
  if (tab) {
    tab.opener = null;
    tab.location.replace(access.url);
  } else {
    window.open(access.url, '_blank', 'noopener');
  }
}

const client = () => ({
  browser: navigator.userAgent.slice(0, 200),
  device: /Mobi/i.test(navigator.userAgent) ? 'mobile' : 'desktop',
  os: (navigator.platform || 'unknown').slice(0, 200),
});

/** The calls behind each provider's button. */
export const providerAccess = {
  restrictedLink: (codAcervo: number, seq: number) =>
    unwrap(api.POST('/vinculos/acesso-restrito/{cod_acervo}/s/{seq_paragrafo}', {
      params: { path: { cod_acervo: codAcervo, seq_paragrafo: seq } }, body: client(),
    })) as Promise<ProviderAccess>,
  grupoA: (sessionid: string) => unwrap(api.POST('/vinculos/grupoa', { body: { sessionid } })),
  abnt: (id: string) => unwrap(api.GET('/vinculos/abnt/{id}', { params: { path: { id } } })),
  target: (id: string) => unwrap(api.GET('/vinculos/target/{id}', { params: { path: { id } } })),
  base: (base: string) => unwrap(api.PUT('/pessoas/meu-pergamum/redirect-base', { body: { base } })),
};
