// The first Intl object a page creates loads the browser's locale data (ICU): 15–45 ms of
// main-thread work on a desktop, four times that on a modest phone. This classic script runs
// while the app's modules are still downloading, when the main thread has nothing else to
// do, so dates, plurals and numbers cost nothing when the first answers arrive.
// (Measured with `npm run bench:lighthouse`; docs/manual/benchmarks.md has the numbers.)
// Built like the early script (vite.config.ts classicScript): minified, its comments stay here.
try {
  const locale = document.documentElement.lang || navigator.language;
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(0);
  new Intl.PluralRules(locale).select(1);
  new Intl.NumberFormat(locale).format(1);
} catch {
  // Only a warm-up: the app creates its own formatters and reports its own errors.
}
export {};
