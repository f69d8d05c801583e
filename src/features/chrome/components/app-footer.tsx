import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SafeHtml } from '../../../components/safe-html';
import { ACTIVITY, chromeQueries } from '../queries';
import { GeneralCommentDialog } from '../feedback/general-comment-dialog';
import { SuggestionDialog } from '../feedback/suggestion-dialog';
import { useOutboxSync } from '../feedback/use-outbox-sync';
import { ChromeDialog } from './chrome-dialog';

/** Markup the support message may carry (spec §2: server HTML, sanitized before it is shown). */
const SUPPORT_TAGS = ['p', 'a', 'b', 'i', 'strong', 'em', 'br', 'ul', 'li'];

/** Footer of spec §2: links by activity permission, privacy, support, copyright and browsers. */
export function AppFooter() {
  const { t } = useLingui();
  // The footer is on every page: it runs the outbox's page triggers (background sync, issue 5).
  useOutboxSync();
  const institution = useQuery(chromeQueries.institution()).data;
  const activities = useQuery(chromeQueries.activities()).data ?? new Set<number>();
  const year = new Date().getFullYear();
  const webUrl = institution?.parametros.__web_url_pw;
  const name = institution?.nome;
  return (
    <footer className="app-footer">
      {activities.has(ACTIVITY.logo) && name && (
        <img className="footer-logo" src="/icons/icon-192.png" alt={t`${name} logo`} width="48" height="48" />
      )}
      <nav aria-label={t`Footer`}>
        <ul className="footer-links">
          {activities.has(ACTIVITY.generalComments) && (
            <li>
              <GeneralCommentDialog trigger={<button type="button" className="link-button">{t`Send a comment`}</button>} />
            </li>
          )}
          {activities.has(ACTIVITY.acquisitionSuggestion) && (
            <li>
              <SuggestionDialog trigger={<button type="button" className="link-button">{t`Suggest an acquisition`}</button>} />
            </li>
          )}
          {activities.has(ACTIVITY.externalCatalogue) && (
            <li>
              {webUrl ? <a href={webUrl}>{t`External catalogue`}</a> : <Link to="/">{t`External catalogue`}</Link>}
            </li>
          )}
          {activities.has(ACTIVITY.networkCatalogue) && (
            <li>
              {/* The search screen lists the network catalogue's results beside the local ones. */}
              <Link to="/">{t`Network catalogue`}</Link>
            </li>
          )}
          {institution?.link_lgpd && (
            <li>
              <a href={institution.link_lgpd}>{t`Privacy and data protection`}</a>
            </li>
          )}
          {institution?.msg_suporte_consulta && (
            <li>
              <ChromeDialog title={t`Support`} trigger={<button type="button" className="link-button">{t`Support`}</button>}>
                <SafeHtml className="support-message" html={institution.msg_suporte_consulta} allowed={SUPPORT_TAGS} />
              </ChromeDialog>
            </li>
          )}
        </ul>
      </nav>
      <p>{name ? <Trans>© {year} {name}</Trans> : <Trans>© {year} University library</Trans>}</p>
      <p>
        <Trans>Works best on Chrome 104, Firefox 110, Edge 110 or newer.</Trans>
      </p>
    </footer>
  );
}
