import DOMPurify from 'dompurify';

/** Server text that carries a little markup (e.g. a reference's <b> and <i>), cleaned first. */
export function SafeHtml({ html, allowed, className }: { html: string; allowed: string[]; className?: string }) {
  const clean = DOMPurify.sanitize(html, { ALLOWED_TAGS: allowed, ALLOWED_ATTR: allowed.includes('a') ? ['href'] : [] });
  return <span className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
