// A page opened directly (a link from a search engine, a shared address, a reload) needs a
// token and the header's settings, and a title page its record and its route's code, before
// it can show anything of its own; the app's entry takes the longest part of the load. This
// script asks for them while the entry downloads, and leaves the answers in
// `window.__firstData`; the API client (src/api/take-first-data.ts) takes each one once,
// only for the same request in the same language, and asks the server itself whenever an
// answer is missing or not OK.
// (Measured with `npm run bench:lighthouse`; docs/manual/benchmarks.md has the numbers.)
//
// It is not a module of the app: the build bundles it on its own into the classic script
// `/prefetch-first-data.js` that index.html runs before the entry (vite.config.ts,
// classicScript). So it imports only what has no dependency: the language rules, the
// storage key the app itself uses and the kept visitor's token (locale-rules.ts,
// storage/storage-keys.ts, session/public-token.ts).
//
// A visitor's token kept by an earlier page load (issue 33) is used as it is: no token is
// asked for while one is kept, so a campus behind one address does not spend its grants on
// reloads. One it asks for is kept for the next load.
import { apiLangCode, detectLocale } from '../locale-rules';
import { keepPublicToken, storedPublicToken } from '../session/public-token';
import { LOCALE_KEY } from '../storage/storage-keys';

/** What this script leaves for the API client. */
export interface FirstData {
  /** The `lang` header the early requests carried. */
  lang: string;
  /** The answer to a visitor's token request (client_credentials); none when a kept token was used. */
  token?: Promise<Response>;
  /** GET answers by path (no query string). */
  get: Record<string, Promise<Response> | undefined>;
}

declare global {
  interface Window {
    __firstData?: FirstData;
  }
}

try {
  if (navigator.onLine && typeof fetch === 'function') {
    const title = /^\/acervo\/([1-9][0-9]{0,9})(?:\/|$)/.exec(location.pathname);
    const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
    const preload = (file: string) => {
      if (!file) return;
      const link = document.createElement('link');
      link.rel = /\.css$/.test(file) ? 'preload' : 'modulepreload';
      if (link.rel === 'preload') link.as = 'style';
      link.crossOrigin = '';
      link.href = file;
      document.head.appendChild(link);
    };
    // The title page's code, named by the build (vite.config.ts, titlePageCode).
    if (title) meta('title-page-code').split(' ').forEach(preload);
    // The app's language rules (locale-rules.ts): ?lng=, then the stored choice, then the
    // browser. A different guess costs nothing but the early answers: the client checks.
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(LOCALE_KEY);
    } catch {
      // Storage blocked: the query and the browser still decide.
    }
    const locale = detectLocale({
      search: location.search,
      stored,
      navigatorLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
    });
    const lang = apiLangCode(locale);
    // The language's catalogs (scripts/catalog-split.ts): its shell (index.html preloads only
    // Portuguese's) and, on a title page, those of the title page's code.
    const shell = meta('catalog-shell').split(' ').find((pair) => pair.startsWith(`${locale}=`));
    if (shell && !document.querySelector(`link[href="${shell.slice(locale.length + 1)}"]`)) preload(shell.slice(locale.length + 1));
    if (title) meta('title-page-catalogs').split(' ').forEach((hash) => hash && preload(`/assets/catalog-${hash}.${locale}.js`));
    const kept = storedPublicToken();
    const token = kept
      ? undefined
      : fetch('/api/oauth/token', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', lang },
          body: JSON.stringify({ grant_type: 'client_credentials', client_id: '4' }),
        });
    const bearer = token
      ? token.then((answer) => {
          if (!answer.ok) return Promise.reject(answer);
          return (answer.clone().json() as Promise<{ access_token: string; expires_in: number }>).then((body) => {
            keepPublicToken(body.access_token, body.expires_in);
            return body;
          });
        })
      : Promise.resolve({ access_token: kept as string });
    const first: FirstData = { lang, token, get: {} };
    // Public answers, the same for every caller: the header's settings on every page, and
    // on a title page its record.
    const paths = ['/api/parametros/autoatendimento', '/api/parametros/instituicao'];
    if (title) paths.push('/api/acervo/' + title[1]);
    for (const path of paths) {
      first.get[path] = bearer.then((body) =>
        fetch(path, { headers: { lang, Authorization: 'Bearer ' + body.access_token } }),
      );
    }
    // Nobody may ever take them: a failure is the client's to meet again, not an error here.
    [token, bearer, ...paths.map((path) => first.get[path])].forEach((answer) => answer?.catch(() => undefined));
    window.__firstData = first;
  }
} catch {
  // Only a head start: without it the app asks for the same answers itself.
}
