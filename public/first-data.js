// A page opened directly (a link from a search engine, a shared address, a reload) needs a
// token and the header's settings, and a title page its record and its route's code, before
// it can show anything of its own; the app's entry takes the longest part of the load. This
// classic script asks for them while the entry downloads, and leaves the answers in
// `window.__firstData`; the API client (src/api/first-data.ts) takes each one once, only
// for the same request in the same language, and asks the server itself whenever an
// answer is missing or not OK.
// (Measured with `npm run bench:lighthouse`; the README's speed section has the numbers.)
(function () {
  try {
    if (!navigator.onLine || typeof fetch !== 'function') return;
    var title = /^\/acervo\/([1-9][0-9]{0,9})(?:\/|$)/.exec(location.pathname);
    // The title page's code, named by the build (vite.config.ts, titlePageCode).
    var pageCode = title ? document.querySelector('meta[name="title-page-code"]') : null;
    (pageCode ? pageCode.content.split(' ') : []).forEach(function (file) {
      if (!file) return;
      var link = document.createElement('link');
      link.rel = /\.css$/.test(file) ? 'preload' : 'modulepreload';
      if (link.rel === 'preload') link.as = 'style';
      link.crossOrigin = '';
      link.href = file;
      document.head.appendChild(link);
    });
    // The app's language rules (src/lib/i18n.ts): ?lng=, then the stored choice, then the
    // browser. A different guess costs nothing but the early answers: the client checks.
    var locales = ['pt', 'en', 'es', 'fr', 'it'];
    var apiLang = { pt: '1', es: '3', en: '5', fr: '5', it: '5' };
    var wanted = [new URLSearchParams(location.search).get('lng'), localStorage.getItem('lng')]
      .concat(navigator.languages || [navigator.language]);
    var locale = 'pt';
    for (var i = 0; i < wanted.length; i += 1) {
      var code = String(wanted[i] || '').trim().toLowerCase().split(/[-_]/)[0];
      if (locales.indexOf(code) >= 0) { locale = code; break; }
    }
    var lang = apiLang[locale];
    var token = fetch('/api/oauth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', lang: lang },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: '4' }),
    });
    var bearer = token.then(function (answer) {
      return answer.ok ? answer.clone().json() : Promise.reject(answer);
    });
    var first = { lang: lang, token: token, get: {} };
    // Public answers, the same for every caller: the header's settings on every page, and
    // on a title page its record.
    var paths = ['/api/parametros/autoatendimento', '/api/parametros/instituicao'];
    if (title) paths.push('/api/acervo/' + title[1]);
    paths.forEach(function (path) {
      first.get[path] = bearer.then(function (body) {
        return fetch(path, { headers: { lang: lang, Authorization: 'Bearer ' + body.access_token } });
      });
    });
    // Nobody may ever take them: a failure is the client's to meet again, not an error here.
    [token, bearer].concat(paths.map(function (path) { return first.get[path]; })).forEach(function (answer) {
      answer.catch(function () {});
    });
    window.__firstData = first;
  } catch (error) {
    // Only a head start: without it the app asks for the same answers itself.
  }
})();
