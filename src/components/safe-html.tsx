import type { DOMPurify } from 'dompurify';
import { useEffect, useState } from 'react';

type Purify = DOMPurify;

// DOMPurify is loaded the first time some server markup is shown, not with the app: it
// would add about 10 KB gzip to the home route's initial JavaScript (bench/bundle.ts).
let purifier: Purify | null = null;
let loading: Promise<Purify> | null = null;

function loadPurifier(): Promise<Purify> {
  loading ??= import('dompurify').then((module) => (purifier = module.default));
  return loading;
}

/** Server text that carries a little markup (e.g. a reference's <b> and <i>), cleaned first. */
export function SafeHtml({ html, allowed, className }: { html: string; allowed: string[]; className?: string }) {
  const [purify, setPurify] = useState<Purify | null>(() => purifier);
  useEffect(() => {
    if (!purify) void loadPurifier().then((loaded) => setPurify(() => loaded));
  }, [purify]);
  // Until the sanitizer is here nothing is shown: the markup is never inserted uncleaned.
  if (!purify) return <span className={className} aria-busy="true" />;
  const clean = purify.sanitize(html, { ALLOWED_TAGS: allowed, ALLOWED_ATTR: allowed.includes('a') ? ['href'] : [] });
  return <span className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
