// A title page opened directly (a link from a search engine, a shared address, a reload)
// needs the record and its route's code before it can show anything of its own, and the
// app's entry takes the longest part of the load. This classic script preloads the route's
// code and asks for a visitor's token and the record while the entry downloads, and leaves
// the answers in `window.__firstData`; the API client (src/api/first-data.ts) takes each
// one once, only for the same request in the same language, and asks the server itself
// whenever an answer is missing or not OK.
// (Measured with `npm run bench:lighthouse`; the README's speed section has the numbers.)
(function () {
  try {
    var title = /^\/acervo\/([1-9][0-9]{0,9})(?:\/|$)/.exec(location.pathname);
    if (!title || !navigator.onLine || typeof fetch !== 'function') return;
    // The title page's code, named by the build (vite.config.ts, titlePageCode).
    var pageCode = document.querySelector('meta[name="title-page-code"]');
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
    // browser. A different guess costs nothing but the early answer: the client checks.
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
    var recordPath = '/api/acervo/' + title[1];
    var record = token
      .then(function (answer) { return answer.ok ? answer.clone().json() : Promise.reject(answer); })
      .then(function (body) {
        return fetch(recordPath, { headers: { lang: lang, Authorization: 'Bearer ' + body.access_token } });
      });
    // Nobody may ever take them: a failure is the client's to meet again, not an error here.
    token.catch(function () {});
    record.catch(function () {});
    window.__firstData = { lang: lang, token: token, get: {} };
    window.__firstData.get[recordPath] = record;
  } catch (error) {
    // Only a head start: without it the app asks for the same answers itself.
  }
})();
