import { SafeHtml } from '../../../../components/safe-html';

/**
 * Markup an institution text may carry: the server's allow-list (server/modules/platform/institution/
 * sanitize-html.ts), cleaned again here by DOMPurify before it is shown.
 */
export const INSTITUTION_TAGS = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote'];

export function InstitutionHtml({ html, className }: { html: string; className?: string }) {
  return <SafeHtml html={html} allowed={INSTITUTION_TAGS} className={className ? `institution-html ${className}` : 'institution-html'} />;
}
